import { after, before, describe, it } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { ACCESS_MESSAGES } from 'mf-shared/messages';
import { STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { signIn, type TestApp, demoApp } from '../../../test/helper';
import { EXPERTISE_SYNONYMS } from '../../db/reference/synonyms';
import { OTHER_EXPERTISES, OVERFLOW_TOPICS, PRESET_TOPICS } from '../../db/reference/topics';
import { countries, expertises, guestCountries, guestExpertises, guests, mediaRegions, users } from '../../db/schema';
import { directoryService, parseQuery, placeIndex } from './directory.service';

let t: TestApp;
let journalist: Record<string, string>;
before(async () => ({ t, journalist } = await demoApp('journalist')));
after(() => t.app.close());

interface Card {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  description: string;
  rating: number;
  headline?: string | null;
  last_confirmed_at?: string | null;
  expertise: { id: number; name: string }[];
  country: { id: number; name: string; code: string }[];
  available: { id: number; name: string }[];
  languages: { id: number; name: string }[];
  matched: string[];
  answers_within_hours: number | null;
}
interface Facet {
  id: number;
  name: string;
  count: number;
}
interface Answer {
  facets_exact: boolean;
  data: Card[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
  facets: {
    expertise: Facet[];
    country: Facet[];
    available: Facet[];
    language: Facet[];
    gender: { value: string; count: number }[];
  };
}

const post = (payload: unknown, headers: Record<string, string> = journalist) =>
  t.app.inject({ method: 'POST', url: '/api/v1/search-guest', headers, payload: payload as object });

async function search(payload: Record<string, unknown>): Promise<Answer> {
  const res = await post(payload);
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

const expertiseId = async (name: string) =>
  (await t.database.db.select({ id: expertises.id }).from(expertises).where(eq(expertises.name, name)))[0].id;

/** A guest of the demo expert (an active account) with the given names and expertises. */
async function addGuest(values: Partial<typeof guests.$inferInsert>, expertiseNames: string[] = []) {
  const [row] = await t.database.db
    .insert(guests)
    .values({
      user_id: 2,
      first_name: 'Test',
      last_name: 'Guest',
      gender: 'Female',
      title: 'Analyst',
      company_name: 'Acme',
      linkedin: 'https://www.linkedin.com/in/test',
      description: 'd'.repeat(120),
      ...values,
    })
    .returning({ id: guests.id });
  for (const name of expertiseNames)
    await t.database.db.insert(guestExpertises).values({ guest_id: row.id, expertise_id: await expertiseId(name) });
  return row.id;
}

describe('who may search the directory', () => {
  it('asks an anonymous visitor to sign in', async () => {
    expect((await post({}, {})).statusCode).toBe(401);
  });

  it('refuses an expert', async () => {
    const res = await post({}, await signIn(t.app, 'expert@example.com'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only journalist can search the directory');
  });

  it('refuses a journalist waiting for approval with the section-4 message', async () => {
    const res = await post({}, await signIn(t.app, 'waiting@example.com'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCESS_MESSAGES[STATUS.WAIT_FOR_APPROVING]);
  });

  it('answers an approved journalist with cards, meta and facets', async () => {
    const body = await search({});
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: expect.any(Number),
      last_page: Math.ceil(body.meta.total / 10),
    });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      guest_id: body.data[0].id,
      first_name: expect.any(String),
      last_name: expect.any(String),
      avatar: expect.anything(),
      title: expect.any(String),
      company_name: expect.any(String),
      description: expect.any(String),
      rating: expect.any(Number),
      headline: body.data[0].headline === null ? null : expect.any(String),
      last_confirmed_at: body.data[0].last_confirmed_at === null ? null : expect.any(String),
      expertise: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
      country: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String), code: expect.any(String) }]),
      available: expect.any(Array),
      languages: expect.any(Array),
      matched: [],
      answers_within_hours: body.data[0].answers_within_hours === null ? null : expect.any(Number),
    });
    for (const key of ['expertise', 'country', 'available', 'language'] as const)
      expect(body.facets[key][0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        count: expect.any(Number),
        ...(key === 'country' ? { code: expect.any(String) } : {}),
      });
    expect(body.facets.gender.map((g) => g.value).sort()).toEqual([
      'Female',
      'Male',
      'Non-Binary',
      'Prefer Not To Say',
      'Transgender',
    ]);
  });
});

describe('bad input', () => {
  const RATING = 'Please choose a valid rating number';
  const cases: [string, Record<string, unknown>, string, string | RegExp][] = [
    [
      'a search over 255 characters',
      { search: 'x'.repeat(256) },
      'search',
      'This field must be at most 255 characters',
    ],
    ['per_page not 5, 10 or 15', { per_page: 7 }, 'per_page', /5, 10 or 15/],
    ['per_page 100', { per_page: 100 }, 'per_page', /5, 10 or 15/],
    ['an unknown sort', { sort: 'popularity' }, 'sort', /valid sort/],
    ['an unknown direction', { direction: 'up' }, 'direction', /valid direction/],
    ['a rating not in half steps', { rating: 3.3 }, 'rating', RATING],
    ['a rating over 5', { rating: 5.5 }, 'rating', RATING],
    ['a negative rating', { rating: -0.5 }, 'rating', RATING],
    ['a rating that is not a number', { rating: 'high' }, 'rating', RATING],
    ['page 0', { page: 0 }, 'page', /valid page/],
    ['ids that are not ids', { expertise: ['x'] }, 'expertise[0]', /valid options/],
    ['an unknown gender', { gender: ['Robot'] }, 'gender[0]', /valid gender/],
  ];
  for (const [name, body, field, message] of cases)
    it(`answers 422 for ${name}`, async () => {
      const res = await post(body);
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toEqual([field]);
      if (typeof message === 'string') expect(errors[field]).toEqual([message]);
      else expect(errors[field][0]).toMatch(message);
    });

  it('accepts the edges: 255 characters, rating 0, 4.5 and 5, per_page 5 and 15', async () => {
    for (const body of [
      { search: 'x'.repeat(255) },
      { rating: 0 },
      { rating: 4.5 },
      { rating: 5 },
      { per_page: 5 },
      { per_page: 15 },
    ])
      expect((await post(body)).statusCode).toBe(200);
  });
});

describe('search quality', () => {
  const hasExpertise = (card: Card, name: string) => card.expertise.some((e) => e.name === name);

  it('forgives typos: "artifical inteligence" brings Artificial Intelligence guests first', async () => {
    const body = await search({ search: 'artifical inteligence' });
    expect(body.data).toHaveLength(10);
    for (const card of body.data) expect(hasExpertise(card, 'Artificial Intelligence')).toBe(true);
    expect(body.data[0].matched).toContain('<mark>Artificial Intelligence</mark>');
  });

  it('knows abbreviations: "AI" brings Artificial Intelligence guests first', async () => {
    const body = await search({ search: 'AI' });
    expect(body.data).toHaveLength(10);
    for (const card of body.data) expect(hasExpertise(card, 'Artificial Intelligence')).toBe(true);
  });

  it('knows places: "AI Singapore" brings AI guests linked to Singapore first', async () => {
    const linked = (card: Card) => [...card.country, ...card.available].some((p) => p.name === 'Singapore');
    const [sg] = await t.database.db
      .select({ id: mediaRegions.id })
      .from(mediaRegions)
      .where(eq(mediaRegions.name, 'Singapore'));
    // The guests "AI" finds that are available in Singapore: the facet the issue (25) saw.
    const there = (await search({ search: 'AI', available: [sg.id], per_page: 15 })).meta.total;
    expect(there).toBeGreaterThan(0);
    const body = await search({ search: 'AI Singapore', per_page: 15 });
    // The place is no word to find in the text: the same guests as "AI", those linked to Singapore first.
    expect(body.meta.total).toBe((await search({ search: 'AI' })).meta.total);
    const flags = body.data.map(linked);
    expect(flags.filter(Boolean).length).toBeGreaterThanOrEqual(Math.min(15, there));
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    for (const card of body.data.filter(linked)) expect(hasExpertise(card, 'Artificial Intelligence')).toBe(true);
    // Case and accents do not matter, and the place may come first.
    expect((await search({ search: 'singapóre ai', per_page: 15 })).data.map((c) => c.id)).toEqual(
      body.data.map((c) => c.id),
    );
  });

  it('knows places: a search of only a place brings the guests linked to it, and its text matches', async () => {
    const linked = (card: Card) => [...card.country, ...card.available].some((p) => p.name === 'Singapore');
    const [sg] = await t.database.db
      .select({ id: mediaRegions.id })
      .from(mediaRegions)
      .where(eq(mediaRegions.name, 'Singapore'));
    const available = (await search({ available: [sg.id] })).meta.total;
    const body = await search({ search: 'Singapore', per_page: 15 });
    expect(body.data).toHaveLength(15);
    for (const card of body.data) expect(linked(card)).toBe(true);
    expect(body.meta.total).toBeGreaterThanOrEqual(available);
    // A country of several words: the guest linked to it first, the words taken out of the text.
    const id = await addGuest({ first_name: 'Placida', last_name: 'Harbourne' }, ['Semiconductors']);
    const [hk] = await t.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'HK'));
    await t.database.db.insert(guestCountries).values({ guest_id: id, country_id: hk.id });
    expect((await search({ search: 'semiconductors HONG KONG' })).data[0].id).toBe(id);
    expect((await search({ search: 'hong kong' })).data.map((c) => c.id)).toContain(id);
  });

  it('matches the word being typed as a prefix: "blockch"', async () => {
    const body = await search({ search: 'blockch' });
    expect(body.data).toHaveLength(10);
    for (const card of body.data) expect(hasExpertise(card, 'Blockchain')).toBe(true);
    expect(body.data.some((c) => c.matched.some((m) => /<mark>blockchain<\/mark>/i.test(m)))).toBe(true);
  });

  it('finds a guest by full name, first', async () => {
    const [guest] = await t.database.db
      .select({ id: guests.id, first_name: guests.first_name, last_name: guests.last_name })
      .from(guests)
      .where(eq(guests.user_id, 2))
      .limit(1);
    const body = await search({ search: `${guest.first_name} ${guest.last_name}` });
    expect(body.data[0].id).toBe(guest.id);
  });

  it('folds accents both ways and follows expertise changes (the triggers)', async () => {
    const id = await addGuest({ first_name: 'Zoë', last_name: 'Brontë-Ångström' }, ['Audit']);
    expect((await search({ search: 'zoe bronte angstrom' })).data.map((c) => c.id)).toEqual([id]);
    expect((await search({ search: 'Zoë Brontë' })).data[0].id).toBe(id);
    const ids = async (q: string) => (await search({ search: q, per_page: 15 })).data.map((c) => c.id);
    // Semiconductors guests match by the typo tolerance, but not Zoë, until she has the expertise.
    expect(await ids('zoe semiconductors')).not.toContain(id);
    await t.database.db
      .insert(guestExpertises)
      .values({ guest_id: id, expertise_id: await expertiseId('Semiconductors') });
    expect((await ids('zoe semiconductors'))[0]).toBe(id);
    await t.database.db.update(guests).set({ first_name: 'Chloé' }).where(eq(guests.id, id));
    expect((await ids('chloe angstrom'))[0]).toBe(id);
    await t.database.db.delete(guestExpertises).where(eq(guestExpertises.guest_id, id));
    expect(await ids('chloe semiconductors')).not.toContain(id);
    // An expertise renamed: its guests' documents follow.
    await t.database.db.update(expertises).set({ name: 'Auditing and Assurance' }).where(eq(expertises.name, 'Audit'));
    await t.database.db
      .insert(guestExpertises)
      .values({ guest_id: id, expertise_id: await expertiseId('Auditing and Assurance') });
    expect((await ids('chloe assurance'))[0]).toBe(id);
  });

  it('never shows drafts or guests of experts who are not active', async () => {
    await addGuest({ first_name: 'Quillon', last_name: 'Draftwell', is_draft: true });
    expect((await search({ search: 'Quillon Draftwell' })).meta.total).toBe(0);
    const [inactive] = await t.database.db
      .select({ first_name: guests.first_name, last_name: guests.last_name })
      .from(guests)
      .innerJoin(users, eq(users.id, guests.user_id))
      .where(eq(users.email, 'mustpay@example.com'));
    const body = await search({ search: `${inactive.first_name} ${inactive.last_name}`, per_page: 15 });
    expect(body.data.some((c) => c.first_name === inactive.first_name && c.last_name === inactive.last_name)).toBe(
      false,
    );
    // An active expert who asked to delete the account: guests leave the directory at once.
    const id = await addGuest({ first_name: 'Leaving', last_name: 'Soonwright' });
    expect((await search({ search: 'Leaving Soonwright' })).data.map((c) => c.id)).toEqual([id]);
    await t.database.db
      .update(users)
      .set({ date_deleting: sql`now() + interval '14 days'` })
      .where(eq(users.id, 2));
    try {
      expect((await search({ search: 'Leaving Soonwright' })).meta.total).toBe(0);
    } finally {
      await t.database.db.update(users).set({ date_deleting: null }).where(eq(users.id, 2));
    }
  });

  it("never shows a journalist's private contacts, nor counts them", async () => {
    const before = await search({});
    const id = await addGuest({ first_name: 'Privatia', last_name: 'Contactwell', is_private: true }, [
      'Semiconductors',
    ]);
    expect((await search({ search: 'Privatia Contactwell' })).meta.total).toBe(0);
    const after = await search({});
    expect(after.meta.total).toBe(before.meta.total);
    expect(after.facets).toEqual(before.facets);
    // Published in the directory later: it appears, and is counted.
    await t.database.db.update(guests).set({ is_private: false }).where(eq(guests.id, id));
    expect((await search({ search: 'Privatia Contactwell' })).data.map((c) => c.id)).toEqual([id]);
    expect((await search({})).meta.total).toBe(before.meta.total + 1);
    await t.database.db.update(guests).set({ is_private: true }).where(eq(guests.id, id));
    expect((await search({})).facets).toEqual(before.facets);
  });

  it('lists only guests created or updated since a time, for the saved-search digest', async () => {
    const directory = directoryService(t.database.db);
    const result = (await t.database.db.execute(sql`SELECT now()::text AS now`)) as unknown as {
      rows: { now: string }[];
    };
    const [{ now }] = result.rows;
    const since = new Date(now).toISOString();
    expect((await directory.search({}, { changedSince: since })).meta.total).toBe(0);
    const id = await addGuest({ first_name: 'Newcomb', last_name: 'Freshley' });
    const [older] = await t.database.db
      .select({ id: guests.id })
      .from(guests)
      .where(eq(guests.user_id, 2))
      .orderBy(guests.id)
      .limit(1);
    await t.database.db
      .update(guests)
      .set({ updated_at: sql`now()` })
      .where(eq(guests.id, older.id));
    const changed = await directory.search({ per_page: 15 }, { changedSince: since });
    expect((changed.data as { id: number }[]).map((c) => c.id).sort((a, b) => a - b)).toEqual(
      [older.id, id].sort((a, b) => a - b),
    );
    expect(changed.meta.total).toBe(2);
    // The other filters still apply; the facets are skipped.
    expect((await directory.search({ search: 'Newcomb Freshley' }, { changedSince: since })).data).toHaveLength(1);
    expect(changed.facets).toEqual({ expertise: [], country: [], available: [], language: [], gender: [] });
    expect((await directory.search({}, { changedSince: new Date().toISOString() })).meta.total).toBe(0);
  });

  it('escapes HTML in the highlighted fragments', async () => {
    await addGuest({
      first_name: 'Xavierine',
      title: 'Head <script>alert(1)</script> of quantumology',
      description: `Quantumology & more <b>bold</b> ${'x '.repeat(60)}`,
    });
    const [card] = (await search({ search: 'quantumology' })).data;
    expect(card.matched.join(' ')).toContain('<mark>quantumology</mark>');
    expect(card.matched.join(' ')).not.toMatch(/<script|<b>/);
    expect(card.matched.join(' ')).toContain('&lt;script&gt;');
  });

  it('finds a guest through a word of its description alone, when more than 20 others match by name or title', async () => {
    // Many guests match by name or title (an earlier round searched descriptions only when fewer than 20
    // did); the guest with the word only in its description is found all the same, last by relevance.
    const named = 23;
    const rows: (typeof guests.$inferInsert)[] = Array.from({ length: named }, (_, i) => ({
      user_id: 2,
      first_name: `Named${String.fromCharCode(97 + i)}`,
      last_name: i % 2 ? 'Vornhaldt' : 'Guest',
      gender: 'Female',
      title: i % 2 ? 'Analyst' : 'Vornhaldt analyst',
      company_name: 'Acme',
      linkedin: 'https://www.linkedin.com/in/test',
      description: 'd'.repeat(120),
    }));
    const byName = (await t.database.db.insert(guests).values(rows).returning({ id: guests.id })).map((r) => r.id);
    const described = await addGuest({
      first_name: 'Ottilie',
      last_name: 'Quenneville',
      description: `Ottilie Quenneville advises the Vornhaldt commission on trade. ${'x '.repeat(60)}`,
    });
    const all = await search({ search: 'vornhaldt', per_page: 15, page: 2 });
    expect(all.meta.total).toBe(named + 1);
    // Ranked below every guest matching by name or title (a description weighs C).
    expect(all.data.at(-1)?.id).toBe(described);
    expect(all.data.at(-1)?.matched.join(' ')).toContain('<mark>Vornhaldt</mark>');
    const first = await search({ search: 'vornhaldt', per_page: 15 });
    expect(first.data.every((c) => byName.includes(c.id))).toBe(true);
    // In another order, with a filter, and as the prefix being typed, still there.
    const ids = async (payload: Record<string, unknown>) =>
      (await search({ per_page: 15, ...payload })).data.map((c) => c.id);
    expect(await ids({ search: 'vornhald', sort: 'name', direction: 'desc' })).toContain(described);
    // Both words, one only in the description: first (the others come by the typo match of names).
    expect((await ids({ search: 'vornhaldt commission' }))[0]).toBe(described);
    expect((await search({ search: 'vornhaldt', gender: ['Female'], per_page: 5 })).meta.total).toBe(named + 1);
  });

  it('keeps its synonyms to expertises of the taxonomy', () => {
    const taxonomy = new Set([...PRESET_TOPICS, ...OVERFLOW_TOPICS, ...OTHER_EXPERTISES]);
    for (const [term, names] of Object.entries(EXPERTISE_SYNONYMS)) {
      expect(term).toBe(term.toLowerCase());
      for (const name of names) expect([term, taxonomy.has(name)]).toEqual([term, true]);
    }
    expect(parseQuery('Machine lear')).toMatchObject({ tokens: ['machine', 'lear'], prefixLast: true });
    expect(parseQuery('AI')).toMatchObject({
      prefixLast: false,
      synonymNames: ['Artificial Intelligence'],
      fuzzy: null,
    });
  });

  it('takes the places named out of the full-text query', () => {
    const places = placeIndex([
      { kind: 'country', id: 1, name: 'Singapore' },
      { kind: 'region', id: 4, name: 'Singapore' },
      { kind: 'country', id: 2, name: 'Hong Kong' },
      { kind: 'country', id: 3, name: 'Côte d’Ivoire' },
      { kind: 'region', id: 1, name: 'Global' },
    ]);
    expect(parseQuery('AI Singapore', places)).toEqual({
      tokens: ['ai'],
      prefixLast: false,
      expansions: [['Artificial Intelligence']],
      synonymNames: ['Artificial Intelligence'],
      fuzzy: null,
      phrase: 'ai singapore',
      countryIds: [1],
      regionIds: [4],
      placesOnly: false,
    });
    expect(parseQuery('machine learning cote d ivoire', places)).toMatchObject({
      tokens: ['machine', 'learning'],
      prefixLast: false,
      fuzzy: 'machine learning',
      countryIds: [3],
    });
    expect(parseQuery('Hong Kong', places)).toMatchObject({
      tokens: ['hong', 'kong'],
      prefixLast: false,
      fuzzy: null,
      countryIds: [2],
      placesOnly: true,
    });
    // Half a name is no place; "global" is a topic, not a place.
    expect(parseQuery('hong fintech', places)).toMatchObject({ countryIds: [], placesOnly: false });
    expect(parseQuery('global markets', places)).toMatchObject({ tokens: ['global', 'markets'], regionIds: [] });
    expect(parseQuery('singapore fin', places)).toMatchObject({ tokens: ['fin'], prefixLast: true });
  });
});

describe('filters, facets and pages', () => {
  it('narrows by each filter', async () => {
    const all = await search({ per_page: 15 });
    const pick = (facet: Facet[]) => facet[0];
    const checks: [string, Facet, (c: Card, id: number) => boolean][] = [
      ['expertise', pick(all.facets.expertise), (c, id) => c.expertise.some((e) => e.id === id)],
      ['country', pick(all.facets.country), (c, id) => c.country.some((e) => e.id === id)],
      ['available', pick(all.facets.available), (c, id) => c.available.some((e) => e.id === id)],
      ['language', pick(all.facets.language), (c, id) => c.languages.some((e) => e.id === id)],
    ];
    for (const [field, value, has] of checks) {
      const body = await search({ [field]: [value.id], per_page: 15 });
      expect([field, body.meta.total]).toEqual([field, value.count]);
      expect(body.meta.total).toBeLessThan(all.meta.total);
      for (const card of body.data) expect([field, has(card, value.id)]).toEqual([field, true]);
    }
    const female = await search({ gender: ['Female'], per_page: 15 });
    expect(female.meta.total).toBe(all.facets.gender.find((g) => g.value === 'Female')!.count);
    const genders = await t.database.db
      .select({ gender: guests.gender })
      .from(guests)
      .where(
        inArray(
          guests.id,
          female.data.map((c) => c.id),
        ),
      );
    expect(new Set(genders.map((g) => g.gender))).toEqual(new Set(['Female']));
    const rated = await search({ rating: 4.5, per_page: 15 });
    expect(rated.meta.total).toBeLessThan(all.meta.total);
    for (const card of rated.data) expect(card.rating).toBeGreaterThanOrEqual(4.5);
    // Two values of one list: either; two lists: both.
    const [e1, e2] = all.facets.expertise;
    expect((await search({ expertise: [e1.id, e2.id] })).meta.total).toBeGreaterThan(Math.max(e1.count, e2.count) - 1);
    const both = await search({ expertise: [e1.id], country: [all.facets.country[0].id], per_page: 15 });
    expect(both.meta.total).toBeLessThan(e1.count);
  });

  it('counts facets disjunctively: a count is the total that choosing the value gives', async () => {
    const base = { search: 'finance', country: [] as number[] };
    const first = await search(base);
    const country = first.facets.country[0];
    // Expertise counts under a country filter and the search.
    const withCountry = await search({ ...base, country: [country.id] });
    expect(withCountry.facets.expertise.length).toBeGreaterThan(1);
    for (const value of withCountry.facets.expertise.slice(0, 4)) {
      const chosen = await search({ ...base, country: [country.id], expertise: [value.id] });
      expect([value.name, chosen.meta.total]).toEqual([value.name, value.count]);
    }
    // Country counts under an expertise filter: choosing a country keeps the others counted.
    const expertise = first.facets.expertise[0];
    const withExpertise = await search({ ...base, expertise: [expertise.id], country: [country.id] });
    expect(withExpertise.facets.country.length).toBeGreaterThan(1);
    for (const value of withExpertise.facets.country.slice(0, 4)) {
      const chosen = await search({ ...base, expertise: [expertise.id], country: [value.id] });
      expect([value.name, chosen.meta.total]).toEqual([value.name, value.count]);
    }
    // A chosen value stays listed even when nothing has it under the other filters.
    const none = await search({ search: 'zzqqxx', expertise: [expertise.id] });
    expect(none.meta.total).toBe(0);
    expect(none.facets.expertise).toEqual([{ id: expertise.id, name: expertise.name, count: 0 }]);
  });

  it('says its counts are exact when every candidate was counted', async () => {
    const finance = await search({ search: 'finance' });
    expect(finance.meta.total).toBeGreaterThan(10);
    expect(finance.facets_exact).toBe(true);
    expect((await search({ expertise: [finance.facets.expertise[0].id] })).facets_exact).toBe(true);
  });

  it('counts part of a broad search’s candidates, marked estimated, each at most what choosing it gives', async () => {
    const body = { search: 'finance' };
    const exact = await directoryService(t.database.db).search(body);
    const bounded = await directoryService(t.database.db, { facetPassMax: 5 }).search(body);
    expect(bounded.facets_exact).toBe(false);
    // The total and the page read every candidate.
    expect(bounded.meta.total).toBe(exact.meta.total);
    expect(bounded.data.map((g) => g.id)).toEqual(exact.data.map((g) => g.id));
    const countOf = (list: { id?: number; value?: string; count: number }[], key: number | string) =>
      list.find((v) => (v.id ?? v.value) === key)?.count ?? 0;
    for (const facet of ['expertise', 'country', 'available', 'language', 'gender'] as const) {
      const values = bounded.facets[facet] as { id?: number; value?: string; count: number }[];
      for (const value of values) {
        const key = (value.id ?? value.value)!;
        expect(value.count).toBeLessThan(countOf(exact.facets[facet], key) + 1);
      }
    }
    const counted = (bounded.facets.gender as { count: number }[]).reduce((sum, g) => sum + g.count, 0);
    expect(counted).toBeLessThan(6);
  });

  it('pages and sorts', async () => {
    const p1 = await search({ per_page: 5, sort: 'name' });
    const p2 = await search({ per_page: 5, sort: 'name', page: 2 });
    expect(p2.meta).toMatchObject({ current_page: 2, per_page: 5, last_page: Math.ceil(p1.meta.total / 5) });
    const names = [...p1.data, ...p2.data].map((c) => c.last_name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set([...p1.data, ...p2.data].map((c) => c.id)).size).toBe(10);
    const byRating = await search({ sort: 'rating', direction: 'asc', per_page: 15 });
    const ratings = byRating.data.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    const beyond = await search({ page: 10_000 });
    expect(beyond.data).toEqual([]);
  });
});

describe('keeping profiles current on the cards', () => {
  it('shows the headline and when the expert last confirmed the guest’s availability', async () => {
    const [first] = (await search({ sort: 'name', per_page: 5 })).data;
    const confirmed = '2026-11-01T09:00:00.000Z';
    await t.app.db
      .update(guests)
      .set({ headline: 'Explains rate decisions in plain words', last_confirmed_at: confirmed })
      .where(eq(guests.id, first!.id));
    const card = (await search({ sort: 'name', per_page: 5 })).data.find((g) => g.id === first!.id)!;
    expect(card).toMatchObject({ headline: 'Explains rate decisions in plain words' });
    expect(new Date(card.last_confirmed_at!).toISOString()).toBe(confirmed);
  });
});
