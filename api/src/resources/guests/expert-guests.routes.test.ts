import { after, before, describe, it } from 'node:test';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { makePng } from '../../../test/fixtures/media';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { guests, guestSearchFilters, interviews, notifications, sentMails, teamMembers, users } from '../../db/schema';
import { neutraliseCell } from './guests.csv';

let t: TestApp;
let expert: Record<string, string>;
let expert2: Record<string, string>;
let team: Record<string, string>;
let journalist: Record<string, string>;
let expert2Id: number;

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  [expert, expert2, team, journalist] = await Promise.all(
    ['expert@example.com', 'expert2@example.com', 'team@example.com', 'journalist@example.com'].map((email) =>
      signIn(t.app, email),
    ),
  );
  [{ id: expert2Id }] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'expert2@example.com'));
});
after(() => t.app.close());

type Method = 'GET' | 'POST' | 'DELETE';
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object | FormData) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });

const guest = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ines',
  last_name: 'Moreau',
  gender: 'Female',
  title: 'Chief Economist',
  headline: 'Eurozone rates, explained',
  company_name: 'Banque du Nord',
  linkedin: 'https://www.linkedin.com/in/ines-moreau',
  country: [1, 2],
  expertise: [1, 2, 3, 4, 5],
  available: [1, 2],
  languages: [1, 2],
  description:
    'Follows the European Central Bank and bond markets, and explains what rate decisions mean for households and firms.',
  rating: 4.5,
  ...overrides,
});

/** The guest form as a browser's FormData sends it: lists as `name[]`, and files. */
function form(fields: Record<string, unknown>, files: Record<string, Buffer> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (Array.isArray(value)) for (const v of value) data.append(`${key}[]`, String(v));
    else if (value !== undefined) data.append(key, String(value));
  for (const [key, bytes] of Object.entries(files)) data.append(key, new Blob([bytes]), `${key}.png`);
  return data;
}

const directoryIds = async (search: string) =>
  (await call('POST', '/search-guest', journalist, { search, per_page: 15 }))
    .json()
    .data.map((g: { id: number }) => g.id);

const visible = async (id: number) =>
  (
    await t.database.db
      .select({ visible: guestSearchFilters.visible })
      .from(guestSearchFilters)
      .where(eq(guestSearchFilters.guest_id, id))
  )[0]?.visible;

describe('the expert’s guest list', () => {
  it('lists the account’s own guests with completeness, and refuses journalists', async () => {
    const res = await call('GET', '/guests', expert);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(6);
    expect(data[0]).toMatchObject({
      id: expect.any(Number),
      guest_id: data[0].id,
      expertise: expect.any(Array),
      is_draft: false,
      is_hidden: false,
      last_confirmed_at: expect.any(String),
    });
    // The demo expert's guests are complete: photo, headline, lists, languages, a video, LinkedIn.
    for (const item of data) expect(item.completeness).toEqual({ percent: 100, missing: [] });

    const refused = await call('GET', '/guests', journalist);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only experts manage guests');

    const [one] = data;
    const found = (await call('GET', `/guests?search=${encodeURIComponent(one.last_name)}`, expert)).json().data;
    expect(found.map((g: { id: number }) => g.id)).toContain(one.id);
    const sorted = (await call('GET', '/guests?sort=name&direction=desc&per_page=6', expert)).json().data;
    const names = sorted.map((g: { last_name: string }) => g.last_name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });
});

describe('a guest in two steps', () => {
  it('takes step 1 as multipart with name[] lists, keeps the draft out of the directory, then publishes it', async () => {
    const created = await call('POST', '/guests/create', expert, form(guest({ last_name: 'Moreau-Twostep' })));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toEqual({ id, is_draft: true });

    const detail = (await call('GET', `/guests/${id}`, expert)).json().data;
    expect(detail).toMatchObject({ id, is_draft: true, is_hidden: false, headline: 'Eurozone rates, explained' });
    expect(detail.expertise).toHaveLength(5);
    expect((await call('GET', `/guests/${id}`, journalist)).statusCode).toBe(404);
    expect(await directoryIds('Moreau-Twostep')).not.toContain(id);

    const avatar = await call('POST', `/guests/${id}/add-avatar`, expert, form({}, { avatar: await makePng() }));
    expect(avatar.statusCode).toBe(200);
    expect(avatar.json().data.avatar).toMatch(/\/storage\/guests\/[0-9a-f-]+\.\w+$/);
    const withImage = await call('POST', `/guests/image/${id}/add`, expert, form({}, { image: await makePng() }));
    expect(withImage.json().data.images).toHaveLength(1);
    const video = await call('POST', `/guests/video/${id}/add`, expert, {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(video.json().data.videos).toEqual([
      { id: expect.any(Number), url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ]);
    const badVideo = await call('POST', `/guests/video/${id}/add`, expert, { url: 'https://evil.example/x' });
    expect(badVideo.json().errors).toEqual({ url: ['Enter valid url'] });

    const item = (await call('GET', '/guests?search=Moreau-Twostep', expert)).json().data[0];
    expect(item.completeness).toEqual({ percent: 100, missing: [] });

    const published = await call('POST', `/guests/${id}/publish`, expert);
    expect(published.json()).toEqual({ data: { id, is_draft: false }, message: 'Guest saved' });
    expect(await directoryIds('Moreau-Twostep')).toContain(id);

    // The media can be removed again: image by its id, video by its id, the avatar.
    const media = (await call('GET', `/guests/${id}/media`, expert)).json().data;
    expect((await call('DELETE', `/guests/image/${media.images[0].id}/destroy`, expert)).json().data.images).toEqual(
      [],
    );
    expect((await call('DELETE', `/guests/video/${media.videos[0].id}/destroy`, expert)).json().data.videos).toEqual(
      [],
    );
    expect((await call('GET', `/guests/${id}/destroy-avatar`, expert)).json().data.avatar).toBeNull();
    const missing = (await call('GET', '/guests?search=Moreau-Twostep', expert)).json().data[0].completeness;
    expect(missing).toEqual({ percent: 78, missing: ['Photo', 'Image or video'] });
  });

  it('checks the form with the spec’s rules and words, a visible logo and the lookups included', async () => {
    const res = await call(
      'POST',
      '/guests/create',
      expert,
      form(
        guest({
          first_name: '',
          country: undefined,
          description: 'Too short',
          rating: 0,
          linkedin: 'https://example.org',
          is_company_logo_visible: true,
        }),
      ),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      first_name: ['This field is required'],
      country: ['Choose at least one'],
      description: ['This field must be at least 100 characters'],
      rating: ['Must be bigger that 0'],
      linkedin: ['Must be valid LinkedIn profile url'],
      guest_company_logo: ['This field is required'],
    });
    const unknown = await call('POST', '/guests/create', expert, form(guest({ expertise: [999999] })));
    expect(unknown.json().errors).toEqual({ expertise: ['Please choose valid options'] });

    const withLogo = await call(
      'POST',
      '/guests/create',
      expert,
      form(guest({ is_company_logo_visible: true }), { guest_company_logo: await makePng() }),
    );
    expect(withLogo.statusCode).toBe(201);
    const id = withLogo.json().data.id;
    const logo = (await call('GET', `/guests/${id}`, expert)).json().data.guest_company_logo;
    expect(logo).toMatch(/\/storage\/guests\/[0-9a-f-]+\.\w+$/);
    // An update without the file keeps the logo.
    const updated = await call(
      'POST',
      `/guests/${id}/update`,
      expert,
      form(guest({ is_company_logo_visible: true, title: 'Dean' })),
    );
    expect(updated.json()).toEqual({ data: { id, is_draft: true }, message: 'Guest updated' });
    expect((await call('GET', `/guests/${id}`, expert)).json().data).toMatchObject({
      title: 'Dean',
      guest_company_logo: logo,
    });

    const text = form({}, { avatar: Buffer.from('<svg onload=alert(1)>') });
    const refused = await call('POST', `/guests/${id}/add-avatar`, expert, text);
    expect(refused.json().errors).toEqual({ avatar: ['The file must be a file of type: jpeg, jpg, png, gif.'] });
  });
});

describe('who may change a guest', () => {
  it('answers 404 for another account’s guest on every read-by-owner route, change and delete', async () => {
    const [mine] = (await call('GET', '/guests?sort=created_at&direction=asc', expert)).json().data;
    const media = (await call('GET', `/guests/${mine.id}/media`, expert)).json().data;
    const png = await makePng();
    const attempts: [Method, string, object | FormData | undefined][] = [
      ['GET', `/guests/${mine.id}/media`, undefined],
      ['POST', `/guests/${mine.id}/update`, form(guest())],
      ['POST', `/guests/${mine.id}/add-avatar`, form({}, { avatar: png })],
      ['GET', `/guests/${mine.id}/destroy-avatar`, undefined],
      ['POST', `/guests/image/${mine.id}/add`, form({}, { image: png })],
      ['DELETE', `/guests/image/${media.images[0]?.id ?? 999999}/destroy`, undefined],
      ['POST', `/guests/video/${mine.id}/add`, { url: 'https://vimeo.com/76979871' }],
      ['DELETE', `/guests/video/${media.videos[0].id}/destroy`, undefined],
      ['POST', `/guests/${mine.id}/publish`, undefined],
      ['POST', `/guests/${mine.id}/confirm`, undefined],
      ['POST', `/guests/${mine.id}/visibility`, { is_hidden: true }],
      ['DELETE', `/guests/${mine.id}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(method, url, expert2, payload);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect((await call(method, url, journalist, payload)).statusCode).toBe(403);
    }
    // Nothing changed.
    expect((await call('GET', `/guests/${mine.id}/media`, expert)).json().data).toEqual(media);
    expect((await call('GET', `/guests/${mine.id}`, expert)).json().data).toMatchObject({ is_hidden: false });
    // A draft or hidden guest of another account reads as missing too.
    const draft = (await call('POST', '/guests/create', expert, form(guest()))).json().data.id;
    expect((await call('GET', `/guests/${draft}`, expert2)).statusCode).toBe(404);
  });

  it('lets an accepted team member manage the account’s guests, and nothing else', async () => {
    const own = (await call('GET', '/guests', expert2)).json();
    const seen = (await call('GET', '/guests', team)).json();
    expect(seen.meta.total).toBe(own.meta.total);
    expect(seen.data.map((g: { id: number }) => g.id)).toEqual(own.data.map((g: { id: number }) => g.id));

    const created = await call('POST', '/guests/create', team, form(guest({ last_name: 'Teamwork' })));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const [row] = await t.database.db.select({ user_id: guests.user_id }).from(guests).where(eq(guests.id, id));
    expect(row!.user_id).toBe(expert2Id);
    expect((await call('GET', `/guests/${id}/media`, expert2)).statusCode).toBe(200);
    expect((await call('POST', `/guests/${own.data[0].id}/confirm`, team)).statusCode).toBe(200);
    const [other] = (await call('GET', '/guests', expert)).json().data;
    expect((await call('POST', `/guests/${other.id}/confirm`, team)).statusCode).toBe(404);

    // An invitation not yet accepted gives nothing: the invitee keeps acting for their own account.
    await t.database.db.insert(teamMembers).values({
      expert_id: expert2Id,
      member_user_id: 2,
      first_name: 'Priya',
      last_name: 'Raman',
      email: 'expert@example.com',
      invited_at: new Date().toISOString(),
    });
    try {
      expect((await call('GET', `/guests/${own.data[0].id}/media`, expert)).statusCode).toBe(404);
      expect((await call('GET', '/guests', expert)).json().data[0].id).toBe(other.id);
    } finally {
      await t.database.db.delete(teamMembers).where(eq(teamMembers.member_user_id, 2));
    }
  });
});

describe('keeping guests current', () => {
  it('removes a guest from the directory and every list, keeping its interviews', async () => {
    const [withInterviews] = await rowsOf<{ id: number; last_name: string; n: number }>(
      sql`select g.id, g.last_name, count(*)::int as n from guests g
        join interviews i on i.guest_id = g.id where g.user_id = 2 and g.deleted_at is null
        group by g.id order by g.id limit 1`,
    );
    expect(withInterviews!.n).toBeGreaterThan(0);
    const id = withInterviews!.id;
    expect(await visible(id)).toBe(true);

    const removed = await call('DELETE', `/guests/${id}`, expert);
    expect(removed.json()).toEqual({ message: 'Guest removed' });
    expect(await visible(id)).toBe(false);
    expect(await directoryIds(withInterviews!.last_name)).not.toContain(id);
    expect(
      (await call('GET', '/guests?per_page=100', expert)).json().data.map((g: { id: number }) => g.id),
    ).not.toContain(id);
    expect((await call('GET', `/guests/${id}`, expert)).statusCode).toBe(404);
    expect((await call('GET', `/guests/${id}`, journalist)).statusCode).toBe(404);
    expect((await call('DELETE', `/guests/${id}`, expert)).statusCode).toBe(404);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(interviews)
      .where(eq(interviews.guest_id, id))) as { n: number }[];
    expect(n).toBe(withInterviews!.n);
  });

  it('hides a guest from the directory and shows it again; confirms availability', async () => {
    const [g] = (await call('GET', '/guests?sort=name', expert)).json().data;
    expect(await directoryIds(`${g.first_name} ${g.last_name}`)).toContain(g.id);

    const hidden = await call('POST', `/guests/${g.id}/visibility`, expert, { is_hidden: true });
    expect(hidden.json()).toEqual({ data: { is_hidden: true }, message: 'Guest hidden from the directory' });
    expect(await visible(g.id)).toBe(false);
    expect(await directoryIds(`${g.first_name} ${g.last_name}`)).not.toContain(g.id);
    expect((await call('GET', `/guests/${g.id}`, journalist)).statusCode).toBe(404);
    expect((await call('GET', `/guests/${g.id}`, expert)).json().data.is_hidden).toBe(true);
    expect((await call('GET', '/guests?sort=name', expert)).json().data[0]).toMatchObject({
      id: g.id,
      is_hidden: true,
    });

    const bad = await call('POST', `/guests/${g.id}/visibility`, expert, { is_hidden: 'maybe' });
    expect(bad.statusCode).toBe(422);
    await call('POST', `/guests/${g.id}/visibility`, expert, { is_hidden: false });
    expect(await directoryIds(`${g.first_name} ${g.last_name}`)).toContain(g.id);

    const before = Date.now();
    const confirmed = await call('POST', `/guests/${g.id}/confirm`, expert);
    expect(confirmed.json().message).toBe('Availability confirmed');
    expect(Date.parse(confirmed.json().data.last_confirmed_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('reminds an account of guests not confirmed in 90 days, once a month at most', async () => {
    const stale = new Date(Date.now() - 100 * 86_400_000).toISOString();
    await t.database.db.update(guests).set({ last_confirmed_at: stale }).where(eq(guests.user_id, expert2Id));
    const expert2Email = 'expert2@example.com';
    const mails = async () => t.database.db.select().from(sentMails).where(eq(sentMails.to, expert2Email));
    const bell = async () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, expert2Id), sql`${notifications.type} = 'Guest'`));

    expect(await t.app.jobs.runDue()).toContain('guest-confirmation-reminder');
    const [mail] = await mails();
    expect(mail!.subject).toMatch(/guests? not confirmed for 90 days/);
    expect(mail!.text).toContain('Farah Aziz');
    expect(await bell()).toHaveLength(1);

    // The next daily run finds the same stale guests but reminded less than 30 days ago: nothing.
    await t.app.jobs.runDue(new Date(Date.now() + 25 * 3_600_000));
    expect(await mails()).toHaveLength(1);

    // A month later (the last reminder 31 days back), one more.
    await t.database.db.execute(
      sql`update guest_reminders set last_sent_at = now() - interval '31 days' where account_id = ${expert2Id}`,
    );
    await t.app.jobs.runDue(new Date(Date.now() + 50 * 3_600_000));
    expect(await mails()).toHaveLength(2);
    expect(await bell()).toHaveLength(2);
    // Nobody else was stale, so nobody else heard.
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from guest_reminders`);
    expect(n).toBe(1);
  });
});

describe('CSV import and download', () => {
  it('imports 5,000 rows and answers each bad row by row and field', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) =>
      i % 10 === 9
        ? guest({ first_name: '', last_name: `Bulk${i + 1}` })
        : i % 10 === 4
          ? guest({ last_name: `Bulk${i + 1}`, country: [424242] })
          : guest({ last_name: `Bulk${i + 1}` }),
    );
    const started = performance.now();
    const res = await call('POST', '/guests/import', expert, { rows });
    console.log(`guests import: 5,000 rows in ${Math.round(performance.now() - started)} ms`);
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result.imported).toBe(4000);
    expect(result.ids).toHaveLength(4000);
    expect(result.errors).toHaveLength(1000);
    expect(result.errors.slice(0, 2)).toEqual([
      { row: 5, field: 'country', message: 'Please choose valid options' },
      { row: 10, field: 'first_name', message: 'This field is required' },
    ]);
    expect(res.json().message).toBe('4000 guests imported');
    const [first] = await t.database.db
      .select({ is_draft: guests.is_draft, user_id: guests.user_id })
      .from(guests)
      .where(eq(guests.id, result.ids[0]));
    expect(first).toEqual({ is_draft: false, user_id: 2 });
    expect((await call('POST', '/guests/import', expert, { rows: [] })).statusCode).toBe(422);
  });

  it('downloads the account’s guests as CSV with formulas neutralised', async () => {
    await call('POST', '/guests/import', expert2, {
      rows: [guest({ first_name: '=HYPERLINK("http://evil.example","x")', last_name: '+Formula', title: '@SUM(A1)' })],
    });

    const res = await call('GET', '/guests/export.csv', expert2);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="guests.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'first_name,last_name,gender,title,headline,company_name,linkedin,country,expertise,available,languages,description,rating,id,status,last_confirmed_at,completeness',
    );
    const evil = lines.find((line) => line.includes('HYPERLINK'))!;

    expect(evil.startsWith(`"'=HYPERLINK(""http://evil.example"",""x"")",'+Formula,Female,'@SUM(A1),`)).toBe(true);
    // Lists by name, `;`-separated.
    expect(evil).toContain(',Afghanistan; Aland,Artificial Intelligence; Banking; Finance;');
    expect(lines.find((line) => line.includes('Farah'))).toMatch(/,listed,/);
    expect(res.body).not.toMatch(/(^|,)[=+@-][^,]*/m);
    // The journalist gets nothing.
    expect((await call('GET', '/guests/export.csv', journalist)).statusCode).toBe(403);
  });

  it('writes cells by the same rule as the CSV kit', async () => {
    // The kit's module also holds DOM code and is not exported alone: loaded by path, not type-checked.
    const kit = path.resolve(import.meta.dirname, '../../../../mf-shared/src/kit/csv-import/csv.ts');
    const { neutraliseCell: kitRule } = (await import(kit)) as { neutraliseCell: (v: string) => string };
    for (const cell of ['=1+1', '+1', '-1', '@x', '\tx', '\rx', 'plain', "'=quoted", ''])
      expect(neutraliseCell(cell)).toBe(kitRule(cell));
  });
});

describe('registration step 2', () => {
  it('adds the first guest with an avatar and a video, and moves the expert on to pay', async () => {
    const me = await signIn(t.app, 'mustaddguest@example.com');
    const refused = await call(
      'POST',
      '/auth/registration-expert-step2',
      me,
      form(guest({ description: 'short', video: 'https://evil.example/v' })),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({
      description: ['This field must be at least 100 characters'],
      video: ['Enter valid url'],
    });

    const res = await call(
      'POST',
      '/auth/registration-expert-step2',
      me,
      form(guest({ last_name: 'Firstguest', video: 'https://vimeo.com/76979871' }), { avatar: await makePng() }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: 'mustaddguest@example.com', status: 3 });
    expect(res.json().user.status).toBe(3);
    const [added] = await t.database.db.select().from(guests).where(eq(guests.last_name, 'Firstguest'));
    expect(added).toMatchObject({ is_draft: false, is_private: false });
    expect(added!.avatar).toMatch(/\/storage\/guests\/[0-9a-f-]+\.\w+$/);
    expect((await call('GET', '/profile', me)).json().data?.status ?? 3).toBe(3);

    // Once only; and never for a journalist or an active expert.
    expect((await call('POST', '/auth/registration-expert-step2', me, form(guest()))).statusCode).toBe(403);
    expect((await call('POST', '/auth/registration-expert-step2', journalist, form(guest()))).statusCode).toBe(403);
    expect((await call('POST', '/auth/registration-expert-step2', expert, form(guest()))).statusCode).toBe(403);
  });
});
