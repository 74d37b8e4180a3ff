import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildSecondTestApp, signIn, type TestApp, demoApp } from '../../../test/helper';
import { guests, sentMails, notifications, savedSearches, scheduledJobs, users } from '../../db/schema';

let t: TestApp;
let journalist: Record<string, string>;

before(async () => ({ t, journalist } = await demoApp('journalist')));
after(() => t.app.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = journalist) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

describe('saved searches', () => {
  it('saves a search under a name, lists it, renames, pauses and deletes it', async () => {
    const saved = await call('POST', '/saved-searches', {
      name: 'Fintech in Singapore',
      query: { search: 'fintech', country: [1], sort: 'relevance', page: 3 },
    });
    expect(saved.statusCode).toBe(201);
    const search = saved.json().data;
    expect(search).toMatchObject({
      name: 'Fintech in Singapore',
      query: { search: 'fintech', country: [1], sort: 'relevance' },
      is_paused: false,
      last_new_count: 0,
    });
    // The page is not part of what is kept.
    expect(search.query.page).toBeUndefined();
    expect((await call('GET', '/saved-searches')).json().data.map((s: { id: number }) => s.id)).toContain(search.id);

    const same = await call('POST', '/saved-searches', { name: 'fintech IN singapore', query: {} });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ name: ['You already have a saved search with this name'] });

    const paused = await call('PATCH', `/saved-searches/${search.id}`, { is_paused: true });
    expect(paused.json()).toMatchObject({ data: { is_paused: true }, message: 'Alerts paused' });
    const renamed = await call('PATCH', `/saved-searches/${search.id}`, { name: 'Singapore fintech' });
    expect(renamed.json().data.name).toBe('Singapore fintech');

    const expert = await signIn(t.app, 'expert@example.com');
    expect((await call('GET', '/saved-searches', undefined, expert)).statusCode).toBe(403);
    expect((await call('DELETE', `/saved-searches/${search.id}`)).json()).toEqual({ message: 'Saved search deleted' });
    expect((await call('DELETE', `/saved-searches/${search.id}`)).statusCode).toBe(404);
  });

  it('checks its input in the spec’s words', async () => {
    const empty = await call('POST', '/saved-searches', { name: ' ', query: { per_page: 7, sort: 'price' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      name: ['This field is required'],
      'query.sort': ['Please choose a valid sort'],
    });
    expect((await call('POST', '/saved-searches', { name: 'x'.repeat(101), query: {} })).json().errors.name).toEqual([
      'This field must be at most 100 characters',
    ]);
    expect((await call('PATCH', '/saved-searches/2147483647', { is_paused: true })).statusCode).toBe(404);
  });

  it('keeps the cap of 50 when 20 creates arrive at once', async () => {
    const [owner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'journalist@example.com'));
    await t.database.db.delete(savedSearches).where(eq(savedSearches.user_id, owner!.id));
    await t.database.db
      .insert(savedSearches)
      .values(Array.from({ length: 45 }, (_, i) => ({ user_id: owner!.id, name: `Kept ${i}`, query: {} })));

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/saved-searches', { name: `Parallel ${i}`, query: {} })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 422)[0]!.json().errors).toEqual({
      name: ['You can keep at most 50 saved searches; delete one first'],
    });
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.user_id, owner!.id));
    expect(stored!.n).toBe(50);
    await t.database.db.delete(savedSearches).where(eq(savedSearches.user_id, owner!.id));
  });
});

describe('the daily digest', () => {
  it('tells of guests new or changed since the last run, only when there are some, once a day', async () => {
    const created = (await call('POST', '/saved-searches', { name: 'Everyone', query: {} })).json().data;
    const quiet = (await call('POST', '/saved-searches', { name: 'Nobody', query: { search: 'zzqqxxnothing' } })).json()
      .data;
    const [me] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'journalist@example.com'));
    const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await t.app.db.update(savedSearches).set({ last_run_at: dayAgo }).where(eq(savedSearches.user_id, me!.id));
    // One guest changes after the last run.
    const [changed] = (await call('POST', '/search-guest', { per_page: 5 })).json().data;
    await t.app.db
      .update(guests)
      .set({ title: 'Chief Economist', updated_at: sql`now()` })
      .where(eq(guests.id, changed.id));

    // Other jobs (guest, interview and briefing reminders) run in the same turn and mail too: only digests count.
    const digestMails = async () =>
      (await t.app.db.select().from(sentMails).orderBy(sentMails.id)).filter((m) => m.subject.includes('saved search'));
    const mailsBefore = (await digestMails()).length;
    expect(await t.app.jobs.runDue()).toContain('saved-search-digest');
    const rows = await t.app.db.select().from(savedSearches).where(eq(savedSearches.user_id, me!.id));
    expect(rows.find((r) => r.id === created.id)!.last_new_count).toBeGreaterThanOrEqual(1);
    expect(rows.find((r) => r.id === quiet.id)!.last_new_count).toBe(0);

    const mine = await t.app.db.select().from(notifications).where(eq(notifications.user_id, me!.id));
    const digest = mine.filter((n) => n.type === 'Search');
    expect(digest).toHaveLength(1);
    expect(digest[0]!.data).toContain('saved search “Everyone”');
    const mails = await digestMails();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.html).toContain('Chief Economist');

    // Not due again today: a second run sends nothing and the job is leased to nobody.
    const [job] = await t.app.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'saved-search-digest'));
    expect(job!.locked_until).toBeNull();
    await t.app.db.update(scheduledJobs).set({ next_run_at: sql`now()` });
    await t.app.jobs.runDue();
    expect((await t.app.db.select().from(notifications).where(eq(notifications.type, 'Search'))).length).toBe(1);
  });

  it('runs each turn on one instance only: a job leased by another is skipped', async () => {
    await t.app.db
      .update(scheduledJobs)
      .set({ next_run_at: sql`now() - interval '1 minute'`, locked_until: sql`now() + interval '5 minutes'` });
    expect(await t.app.jobs.runDue()).toEqual([]);
    // A second instance on the same database claims the turn once the lease is gone; only one wins.
    const second = (await buildSecondTestApp(t)).app;
    try {
      await t.app.db.update(scheduledJobs).set({ locked_until: null });
      const [a, b] = await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      // Each job ran once, on one of the two (the digest and any other job, such as the guests' reminder).
      expect([...a, ...b].filter((name) => name === 'saved-search-digest')).toEqual(['saved-search-digest']);
      expect(new Set([...a, ...b]).size).toBe(a.length + b.length);
    } finally {
      await second.close();
    }
  });
});
