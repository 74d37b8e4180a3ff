import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { demoApp, type TestApp } from '../../../test/helper';
import { guestExpertises, guests } from '../../db/schema';
import { GuestIndex, type IndexSearch } from './directory.index';
import { directoryService } from './directory.service';

const row = (guest_id: number, fields: Partial<Parameters<GuestIndex['put']>[0]> = {}) => ({
  guest_id,
  visible: true,
  gender: 'Female',
  rating: 4,
  created_us: guest_id * 1_000_000,
  sort_last: `last${guest_id}`,
  sort_first: 'first',
  name_key: `first last${guest_id}`,
  expertise_ids: [],
  country_ids: [],
  region_ids: [],
  language_ids: [],
  ...fields,
});

const everyone = (fields: Partial<IndexSearch> = {}): IndexSearch => ({
  filters: { expertise: [], country: [], available: [], language: [], gender: [], rating: null },
  candidates: null,
  only: null,
  sort: 'rating',
  direction: 'desc',
  offset: 0,
  limit: 10,
  facets: true,
  facetPassMax: 1_000,
  ...fields,
});

describe('the directory index in memory', () => {
  const index = new GuestIndex();
  index.put(row(1, { expertise_ids: [1], country_ids: [10], rating: 5, gender: 'Male' }));
  index.put(row(2, { expertise_ids: [1, 2], country_ids: [11], rating: 4.5 }));
  index.put(row(3, { expertise_ids: [2], country_ids: [10], rating: 4.5 }));
  index.put(row(4, { expertise_ids: [3], country_ids: [12], rating: 3 }));

  it('counts each facet over the guests passing every other filter', () => {
    const answer = index.search(
      everyone({ filters: { expertise: [1], country: [10], available: [], language: [], gender: [], rating: null } }),
    );
    expect(answer.total).toBe(1);
    expect(answer.page).toEqual([1]);
    // Expertise counts over country 10 (guests 1 and 3); country counts over expertise 1 (guests 1 and 2).
    expect(answer.counts.expertise).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(answer.counts.country).toEqual([
      [10, 1],
      [11, 1],
    ]);
    expect(answer.counts.gender).toEqual([
      ['Male', 1],
      ['Female', 0],
    ]);
    expect(answer.exact).toBe(true);
  });

  it('sorts by rating, name or newest, ties by id, and pages', () => {
    expect(index.search(everyone()).page).toEqual([1, 3, 2, 4]);
    expect(index.search(everyone({ direction: 'asc' })).page).toEqual([4, 2, 3, 1]);
    expect(index.search(everyone({ sort: 'name', direction: 'asc', offset: 1, limit: 2 })).page).toEqual([2, 3]);
    expect(index.search(everyone({ sort: 'newest', limit: 1 })).page).toEqual([4]);
  });

  it('ranks a text search’s candidates by their score, and keeps only those above the minimum rating', () => {
    const answer = index.search(
      everyone({
        sort: 'relevance',
        candidates: { ids: [4, 2, 3, 99], scores: [1.5, 2, 1.5, 9] },
        filters: { expertise: [], country: [], available: [], language: [], gender: [], rating: 4 },
      }),
    );
    // 99 is not a visible guest, 4 is rated below 4; 2 scores best.
    expect(answer.page).toEqual([2, 3]);
    expect(answer.total).toBe(2);
  });

  it('counts part of many candidates, marked estimated, each count at most the exact one', () => {
    const candidates = { ids: [1, 2, 3, 4], scores: [1, 1, 1, 1] };
    const exact = index.search(everyone({ candidates }));
    const bounded = index.search(everyone({ candidates, facetPassMax: 2 }));
    expect(exact.exact).toBe(true);
    expect(bounded.exact).toBe(false);
    expect(bounded.total).toBe(4);
    const countOf = (pairs: [number, number][], id: number) => pairs.find(([value]) => value === id)?.[1] ?? 0;
    for (const [id, count] of exact.counts.expertise)
      expect(countOf(bounded.counts.expertise, id)).toBeLessThanOrEqual(count);
    expect(bounded.counts.expertise.reduce((sum, [, c]) => sum + c, 0)).toBeLessThan(
      exact.counts.expertise.reduce((sum, [, c]) => sum + c, 0),
    );
  });

  it('gathers a text search’s candidates and adds what the score adds', () => {
    const rules = {
      ranked: true,
      expertise: [2],
      extraExpertise: [3],
      countries: [10],
      regions: [],
      placesOnly: false,
      placeBoost: 1.5,
      phrase: 'first last2',
    };
    // Text matches 2 (twice) and 99 (not visible); 4 comes in by an expertise named only by synonym.
    const found = index.candidates({ ids: [2, 99, 2], scores: [1.25, 3, 1.25] }, rules);
    expect(found.ids).toEqual([2, 4]);
    // 2: its rank, a named expertise (2), its exact full name; 4: nothing but being there.
    expect(found.scores).toEqual([1.25 + 1 + 2, 0]);
    const typos = index.candidates({ ids: [2], scores: [1] }, rules, new Map([[3, 0.5]]));
    // 3 is a typo match: its similarity, a named expertise, a link to the named country.
    expect(typos.ids).toEqual([2, 4, 3]);
    expect(typos.scores[2]).toBe(0.5 + 1 + 1.5);
    const places = index.candidates({ ids: [], scores: [] }, { ...rules, extraExpertise: [], placesOnly: true });
    expect(places.ids.sort()).toEqual([1, 3]);
  });

  it('takes a hidden guest out and a changed one as it is now', () => {
    const changing = new GuestIndex();
    changing.put(row(1, { expertise_ids: [1] }));
    changing.put(row(2, { expertise_ids: [1] }));
    changing.put(row(1, { expertise_ids: [2] }));
    changing.put(row(2, { visible: false }));
    const answer = changing.search(everyone());
    expect(answer.page).toEqual([1]);
    expect(answer.counts.expertise).toEqual([[2, 1]]);
  });

  it('matches nothing for an id it has never seen, however large', () => {
    const answer = index.search(
      everyone({
        filters: { expertise: [2_000_000_000], country: [], available: [], language: [], gender: [], rating: null },
      }),
    );
    expect(answer.total).toBe(0);
  });
});

describe('the directory index follows the database', () => {
  let t: TestApp;
  before(async () => ({ t } = await demoApp('journalist')));
  after(() => t.app.close());

  const anExpertise = async () =>
    Number(
      (
        (await t.database.db.execute(sql`SELECT id FROM expertises ORDER BY id LIMIT 1`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0].id,
    );
  const guestsWith = (index: GuestIndex, expertise: number) =>
    index.search(
      everyone({
        filters: { expertise: [expertise], country: [], available: [], language: [], gender: [], rating: null },
        limit: 1_000,
      }),
    ).page;

  it('catches up from the log: a guest published, given an expertise, then hidden', async () => {
    const db = t.database.db;
    const index = new GuestIndex();
    await index.load(db);
    const loaded = index.size;
    const expertise = await anExpertise();
    const [guest] = await db
      .insert(guests)
      .values({
        user_id: 2,
        first_name: 'Index',
        last_name: 'Probe',
        gender: 'Female',
        title: 'Analyst',
        company_name: 'Acme',
        linkedin: 'https://www.linkedin.com/in/index-probe',
        description: 'd'.repeat(120),
      })
      .returning({ id: guests.id });
    expect(await index.catchUp(db)).toBe(true);
    expect(index.size).toBe(loaded + 1);
    expect(guestsWith(index, expertise)).not.toContain(guest.id);

    await db.insert(guestExpertises).values({ guest_id: guest.id, expertise_id: expertise });
    await index.catchUp(db);
    expect(guestsWith(index, expertise)).toContain(guest.id);

    await db.update(guests).set({ is_hidden: true }).where(eq(guests.id, guest.id));
    await index.catchUp(db);
    expect(guestsWith(index, expertise)).not.toContain(guest.id);
    expect(index.size).toBe(loaded);
  });

  it('finds a text’s candidates again once a guest changes, though the text’s earlier ones are kept', async () => {
    const directory = directoryService(t.database.db);
    const found = async (page: number) =>
      (await directory.search({ search: 'zygomorphology', per_page: 15, page })).data.map((g) => g.id);
    expect(await found(1)).toEqual([]);
    const [guest] = await t.database.db
      .insert(guests)
      .values({
        user_id: 2,
        first_name: 'Kept',
        last_name: 'Candidates',
        gender: 'Female',
        title: 'Professor of zygomorphology',
        company_name: 'Acme',
        linkedin: 'https://www.linkedin.com/in/kept-candidates',
        description: 'd'.repeat(120),
      })
      .returning({ id: guests.id });
    expect(await found(1)).toEqual([guest.id]);
    // The same text on another page, then the guest hidden: the kept candidates never outlive the change.
    expect(await found(2)).toEqual([]);
    await t.database.db.update(guests).set({ is_hidden: true }).where(eq(guests.id, guest.id));
    expect(await found(1)).toEqual([]);
  });

  it('asks to load every row again when the log no longer reaches back to its version', async () => {
    const db = t.database.db;
    const index = new GuestIndex();
    await index.load(db);
    expect(await index.catchUp(db)).toBe(true);
    await db.execute(sql`UPDATE guests SET title = title || '.' WHERE id = (SELECT min(id) FROM guests)`);
    await db.execute(sql`UPDATE directory_version SET changes_from = version`);
    expect(await index.catchUp(db)).toBe(false);
  });
});
