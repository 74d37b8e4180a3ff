import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REQUEST_MESSAGES } from 'mf-shared/validation';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { guests, notifications, requestAlerts, sentMails, sourceRequests, users } from '../../db/schema';
import { directoryService } from '../directory/directory.service';
import { people, type People } from '../interviews/interviews.testkit';

let t: TestApp;
let p: People;

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  p = await people(t);
});
after(() => t.app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

const HOUR = 3_600_000;
/** Farah Aziz, expert2's first guest: expertise 1 (see seed/steps/teamAccount). */
const expertiseOfOwner = async () => {
  const [row] = (
    (await t.database.db.execute(
      sql`SELECT f.expertise_ids[1] AS id FROM guest_search_filters f WHERE f.guest_id = ${p.guestIds[0]!}`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  return Number(row!.id);
};

export const requestBody = (change: Record<string, unknown> = {}) => ({
  summary: 'Need a voice on energy policy',
  details: '<p>Looking for <b>comment</b><script>alert(1)</script> on new rules.</p>',
  expertise_ids: [1],
  medium: 'online',
  format: 'phone',
  deadline: new Date(Date.now() + 26 * HOUR).toISOString(),
  time_zone: 'Asia/Singapore',
  outlet_name: 'Straits Business Daily',
  anonymous_outlet: false,
  ...change,
});

const requestNotices = async (userIds: number[]) =>
  t.database.db
    .select({ user_id: notifications.user_id })
    .from(notifications)
    .where(and(eq(notifications.type, 'Request'), inArray(notifications.user_id, userIds)));

describe('source requests: posting', () => {
  it('checks the form in its own words', async () => {
    const bad = await call('POST', '/requests', p.journalist.headers, {
      summary: 'x'.repeat(141),
      details: '',
      expertise_ids: [],
      medium: 'blog',
      format: 'fax',
      deadline: new Date(Date.now() + 10 * 60_000).toISOString(),
      time_zone: 'Mars/Olympus',
      anonymous_outlet: false,
      max_pitches: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      summary: [REQUEST_MESSAGES.SUMMARY_MAX],
      details: ['This field is required'],
      expertise_ids: ['Choose at least one expertise'],
      medium: [REQUEST_MESSAGES.MEDIUM],
      format: [REQUEST_MESSAGES.FORMAT],
      deadline: ['The deadline must be at least one hour from now'],
      time_zone: [REQUEST_MESSAGES.TIME_ZONE],
      outlet_name: [REQUEST_MESSAGES.OUTLET_REQUIRED],
      max_pitches: [REQUEST_MESSAGES.MAX_PITCHES],
    });
  });

  it('lets only approved journalists post', async () => {
    expect((await call('POST', '/requests', p.owner.headers, requestBody())).statusCode).toBe(403);
    const waiting = await signIn(t.app, 'waiting@example.com');
    expect((await call('POST', '/requests', waiting, requestBody())).statusCode).toBe(403);
  });

  it('posts, cleans the details, lists, edits and closes; another journalist sees 404', async () => {
    const posted = await call('POST', '/requests', p.journalist.headers, requestBody({ max_pitches: 5 }));
    expect(posted.statusCode).toBe(201);
    const request = posted.json().data;
    expect(request).toMatchObject({
      summary: 'Need a voice on energy policy',
      status: 'open',
      max_pitches: 5,
      outlet_name: 'Straits Business Daily',
      pitches_count: 0,
      new_pitches_count: 0,
    });
    expect(request.details).not.toContain('script');
    expect(request.expertise[0].id).toBe(1);
    expect(request.expertise[0].name).not.toBe('');

    const list = (await call('GET', '/requests?status=open', p.journalist.headers)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await call('GET', `/requests/${request.id}`, p.otherJournalist.headers)).statusCode).toBe(404);
    expect((await call('GET', `/requests/${request.id}/pitches`, p.otherJournalist.headers)).statusCode).toBe(404);

    const edited = await call('PUT', `/requests/${request.id}`, p.journalist.headers, {
      ...requestBody({ summary: 'Energy policy, anonymous', anonymous_outlet: true, outlet_name: '' }),
      deadline: request.deadline,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      summary: 'Energy policy, anonymous',
      anonymous_outlet: true,
      outlet_name: null,
    });

    const closed = await call('POST', `/requests/${request.id}/close`, p.journalist.headers);
    expect(closed.json().data.status).toBe('closed');
    expect((await call('POST', `/requests/${request.id}/close`, p.journalist.headers)).statusCode).toBe(409);
    const again = await call('PUT', `/requests/${request.id}`, p.journalist.headers, requestBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is closed');
    const closedList = (await call('GET', '/requests?status=closed', p.journalist.headers)).json();
    expect(closedList.data[0].id).toBe(request.id);
    const summary = (await call('GET', '/requests/summary', p.journalist.headers)).json().data;
    expect(summary).toHaveProperty('open_count');
    expect(summary).toHaveProperty('median_minutes_to_first_pitch');
  });
});

describe('source requests: matching', () => {
  it('notifies exactly the accounts whose published guests the directory finds for it, once each', async () => {
    const expertise = await expertiseOfOwner();
    // The directory's own answer for that expertise: its guests' accounts.
    const directory = directoryService(t.database.db);
    const guestIds: number[] = [];
    for (let page = 1; ; page += 1) {
      const found = await directory.search({ expertise: [expertise], page, per_page: 100 });
      guestIds.push(...found.data.map((g) => g.id));
      if (page >= found.meta.last_page) break;
    }
    const owners = await t.database.db
      .selectDistinct({ id: guests.user_id })
      .from(guests)
      .where(inArray(guests.id, guestIds));
    const expected = owners.map((o) => o.id).sort((a, b) => a - b);
    expect(expected).toContain(p.owner.id);
    expect(expected).not.toContain(p.otherExpert.id);

    const everyone = (await t.database.db.select({ id: users.id }).from(users)).map((u) => u.id);
    const before = (await requestNotices(everyone)).length;
    const posted = await call('POST', '/requests', p.journalist.headers, requestBody({ expertise_ids: [expertise] }));
    expect(posted.statusCode).toBe(201);
    const notices = (await requestNotices(everyone)).slice(before).map((n) => n.user_id);
    // Each account once, and the team member of expert2 (who acts for it) too.
    const accounts = notices.filter((id) => id !== p.team.id).sort((a, b) => a - b);
    expect(accounts).toEqual(expected);
    expect(notices.filter((id) => id === p.team.id)).toHaveLength(1);
    // The demo expert has no guest with that expertise: nothing for it.
    expect(notices).not.toContain(p.otherExpert.id);
    const mails = await t.database.db
      .select({ to: sentMails.to })
      .from(sentMails)
      .where(eq(sentMails.subject, 'A new source request matches your guests'));
    expect(mails.map((m) => m.to)).toContain('expert2@example.com');
  });

  it('leaves out paused accounts and those whose topics do not include it; daily ones get a digest', async () => {
    const expertise = await expertiseOfOwner();
    const alerts = (body: object) => call('PUT', '/profile/request-alerts', p.owner.headers, body);
    expect((await call('GET', '/profile/request-alerts', p.team.headers)).json().data).toEqual({
      expertise_ids: [],
      frequency: 'immediate',
      paused: false,
    });
    expect((await alerts({ expertise_ids: [], frequency: 'immediate', paused: true })).statusCode).toBe(200);
    const count = async () => (await requestNotices([p.owner.id])).length;
    let before = await count();
    await call('POST', '/requests', p.journalist.headers, requestBody({ expertise_ids: [expertise] }));
    expect(await count()).toBe(before);

    await alerts({ expertise_ids: [expertise + 1], frequency: 'immediate', paused: false });
    before = await count();
    await call('POST', '/requests', p.journalist.headers, requestBody({ expertise_ids: [expertise] }));
    expect(await count()).toBe(before);

    await alerts({ expertise_ids: [expertise], frequency: 'daily', paused: false });
    before = await count();
    await call('POST', '/requests', p.journalist.headers, requestBody({ expertise_ids: [expertise] }));
    expect(await count()).toBe(before + 1);
    const bad = await alerts({ expertise_ids: [], frequency: 'weekly', paused: false });
    expect(bad.json().errors).toEqual({ frequency: ['Choose immediate or daily'] });
    // Nothing else but the digest would mail it.
    await t.database.db.update(requestAlerts).set({ last_digest_at: new Date(Date.now() - 25 * HOUR).toISOString() });
    const { requestsService } = await import('./requests.service');
    const { notificationsService } = await import('../notifications/notifications.service');
    const mailed: string[] = [];
    const service = requestsService(t.database.db, {
      notifications: notificationsService(t.database.db, { realtime: t.app.realtime }),
      sendMail: async (mail) => void mailed.push(String(mail.to)),
      runInBackground: () => undefined,
      shellUrl: 'http://localhost:8080',
    });
    expect((await service.runDigests()).sent).toBeGreaterThan(0);
    expect(mailed).toContain('expert2@example.com');
    await alerts({ expertise_ids: [], frequency: 'immediate', paused: false });
  });
});

describe('source requests: deadline', () => {
  it('closes requests at their deadline and tells the pitchers', async () => {
    const expertise = await expertiseOfOwner();
    const request = (
      await call('POST', '/requests', p.journalist.headers, requestBody({ expertise_ids: [expertise] }))
    ).json().data;
    const pitched = await call('POST', `/opportunities/${request.id}/pitches`, p.owner.headers, {
      guest_id: p.guestIds[0],
      answer: 'Farah can speak to this.',
    });
    expect(pitched.statusCode).toBe(201);
    await t.database.db
      .update(sourceRequests)
      .set({ deadline: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(sourceRequests.id, request.id));
    const before = (await requestNotices([p.owner.id])).length;
    expect(await t.app.jobs.runDue()).toContain('source-request-deadlines');
    expect((await call('GET', `/requests/${request.id}`, p.journalist.headers)).json().data.status).toBe('closed');
    expect((await requestNotices([p.owner.id])).length).toBe(before + 1);
    const mine = (await call('GET', `/opportunities/${request.id}`, p.owner.headers)).json().data;
    expect(mine.my_pitches[0].status).toBe('closed');
    const late = await call('POST', `/opportunities/${request.id}/pitches`, p.owner.headers, {
      guest_id: p.guestIds[1],
      answer: 'Too late.',
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('source requests: limits', () => {
  it('answers 429 with Retry-After past the daily limits', async () => {
    const small = await buildTestApp({
      fixture: 'demo',
      settings: { SOURCE_REQUESTS_PER_DAY: '2', PITCHES_PER_DAY: '1' },
    });
    try {
      const journalist = await signIn(small.app, 'journalist@example.com');
      const post = () =>
        small.app.inject({ method: 'POST', url: '/api/v1/requests', headers: journalist, payload: requestBody() });
      const ids = [];
      for (let i = 0; i < 2; i += 1) {
        const r = await post();
        expect(r.statusCode).toBe(201);
        ids.push(r.json().data.id);
      }
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

      const owner = await signIn(small.app, 'expert2@example.com');
      const pitch = (id: number) =>
        small.app.inject({
          method: 'POST',
          url: `/api/v1/opportunities/${id}/pitches`,
          headers: owner,
          payload: { guest_id: p.guestIds[0], answer: 'Yes.' },
        });
      expect((await pitch(ids[0])).statusCode).toBe(201);
      const refused = await pitch(ids[1]);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await small.app.close();
    }
  });
});

describe('source requests: demo data', () => {
  it('a request for AI in Singapore reaches the demo expert and not expert2', async () => {
    const [ai] = (
      (await t.database.db.execute(
        sql`SELECT id FROM expertises WHERE name = 'Artificial Intelligence'`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const [sg] = (
      (await t.database.db.execute(sql`SELECT id FROM countries WHERE name = 'Singapore'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const ids = [p.otherExpert.id, p.owner.id, p.team.id];
    const before = await requestNotices(ids);
    const posted = await call(
      'POST',
      '/requests',
      p.journalist.headers,
      requestBody({ expertise_ids: [Number(ai!.id)], country_ids: [Number(sg!.id)] }),
    );
    expect(posted.statusCode).toBe(201);
    const notices = (await requestNotices(ids)).slice(before.length).map((n) => n.user_id);
    expect(notices).toEqual([p.otherExpert.id]);
    // The seeded board: open and closed requests with pitches.
    const open = (await call('GET', '/requests?status=open', p.journalist.headers)).json();
    const closed = (await call('GET', '/requests?status=closed', p.journalist.headers)).json();
    expect(open.data.some((r: { pitches_count: number }) => r.pitches_count > 0)).toBe(true);
    expect(closed.data.some((r: { pitches_count: number }) => r.pitches_count > 0)).toBe(true);
    const mine = (await call('GET', '/pitches', p.otherExpert.headers)).json();
    expect(mine.meta.total).toBeGreaterThan(0);
  });
});
