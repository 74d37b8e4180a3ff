import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { INTERVIEW_STATUS } from 'mf-shared/roles';
import { after, before, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { buildSecondTestApp, buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { guests, interviews, users } from '../../db/schema';
import { interviewUid } from '../../lib/calendar';
import { feedKey, feedToken } from './calendar-feed.service';

let t: TestApp;
const HOUR = 3_600_000;
const ids: Record<string, number> = {};
const made: Record<string, number> = {};

async function userId(email: string) {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}
async function guestOf(expertId: number) {
  const [row] = await t.app.db.select({ id: guests.id }).from(guests).where(eq(guests.user_id, expertId)).limit(1);
  return row.id;
}

before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  for (const email of ['journalist', 'waiting', 'expert', 'expert2', 'team'])
    ids[email] = await userId(`${email}@example.com`);
  // Only the interviews below: the demo's own would blur what each feed must list.
  await t.app.db.delete(interviews);
  const guest = await guestOf(ids.expert);
  const guest2 = await guestOf(ids.expert2);
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const rows = {
    planned: {
      journalist_id: ids.journalist,
      guest_id: guest,
      expert_id: ids.expert,
      status: INTERVIEW_STATUS.APPROVED,
      date_interview: at(48),
      time_zone: 'Europe/London',
    },
    pending: {
      journalist_id: ids.journalist,
      guest_id: guest,
      expert_id: ids.expert,
      status: INTERVIEW_STATUS.PENDING,
      date_interview: at(50),
    },
    cancelled: {
      journalist_id: ids.journalist,
      guest_id: guest,
      expert_id: ids.expert,
      status: INTERVIEW_STATUS.CANCELLED,
      date_interview: at(52),
    },
    past: {
      journalist_id: ids.journalist,
      guest_id: guest,
      expert_id: ids.expert,
      status: INTERVIEW_STATUS.APPROVED,
      date_interview: at(-2),
    },
    withExpert2: {
      journalist_id: ids.journalist,
      guest_id: guest2,
      expert_id: ids.expert2,
      status: INTERVIEW_STATUS.APPROVED,
      date_interview: at(72),
      time_zone: 'America/New_York',
    },
    othersWithExpert2: {
      journalist_id: ids.waiting,
      guest_id: guest2,
      expert_id: ids.expert2,
      status: INTERVIEW_STATUS.APPROVED,
      date_interview: at(96),
    },
  };
  for (const [name, row] of Object.entries(rows)) {
    const [inserted] = await t.app.db.insert(interviews).values(row).returning({ id: interviews.id });
    made[name] = inserted.id;
  }
});
after(() => t.app.close());

async function feedUrl(email: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/calendar/token', headers: await signIn(t.app, email) });
  expect(res.statusCode).toBe(200);
  return res.json().data.url as string;
}
/** The feed as a calendar fetches it: by its address alone, no sign-in. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

function uids(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'));
}

describe('the private calendar feed', () => {
  it('gives a signed-in user one secret address, the same each time', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/calendar/token' })).statusCode).toBe(401);
    const url = await feedUrl('journalist@example.com');
    expect(url).toBe(`http://localhost:3000/api/v1/calendar/feed/${ids.journalist}.${url.split('.').at(-2)}.ics`);
    expect(url).toMatch(/\/calendar\/feed\/\d+\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl('journalist@example.com')).toBe(url);
    expect(await feedUrl('expert@example.com')).not.toBe(url);
  });

  it("lists only the journalist's planned interviews: not pending, cancelled, past or others'", async () => {
    const res = await fetchFeed(await feedUrl('journalist@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    // A subscription, not a scheduling message: no METHOD.
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('PressPoint interviews');
    expect(uids(res.body)).toEqual([interviewUid(made.planned), interviewUid(made.withExpert2)]);
    const zones = calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones.sort()).toEqual(['America/New_York', 'Europe/London']);
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('url')).toBe('http://localhost:8080/interviews/journalist/planned');
  });

  it("lists the expert account's planned interviews, for its team members too", async () => {
    expect(uids((await fetchFeed(await feedUrl('expert@example.com'))).body)).toEqual([interviewUid(made.planned)]);
    expect(uids((await fetchFeed(await feedUrl('expert2@example.com'))).body)).toEqual([
      interviewUid(made.withExpert2),
      interviewUid(made.othersWithExpert2),
    ]);
    // team@ acts for expert2's account: the same interviews in its own feed.
    expect(uids((await fetchFeed(await feedUrl('team@example.com'))).body)).toEqual([
      interviewUid(made.withExpert2),
      interviewUid(made.othersWithExpert2),
    ]);
  });

  it('answers 404 for an unknown or malformed address', async () => {
    const token = new URL(await feedUrl('journalist@example.com')).pathname.split('.').at(-2)!;
    const files = [
      `${'A'.repeat(43)}.ics`,
      `${ids.journalist}.${'A'.repeat(43)}.ics`,
      // Another user's id with this token; an id out of range; the token without its id.
      `${ids.expert}.${token}.ics`,
      `99999999999.${token}.ics`,
      `${token}.ics`,
      `${ids.journalist}.${token}.txt`,
      'short.ics',
      '%27%20or%201%3D1.ics',
    ];
    for (const file of files)
      expect({
        file,
        status: (await t.app.inject({ method: 'GET', url: `/api/v1/calendar/feed/${file}` })).statusCode,
      }).toEqual({
        file,
        status: 404,
      });
  });

  it('keeps no usable token in the database: the address is an HMAC only the server can make', async () => {
    const url = await feedUrl('expert@example.com');
    const token = new URL(url).pathname.split('.').at(-2)!;
    // Nothing of the token in the user's row, in any column.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ids.expert));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).not.toHaveProperty('calendar_token');
    const { rows: columns } = (await t.app.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'users' and column_name like 'calendar%'`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.map((c) => c.column_name)).toEqual(['calendar_feed_version']);
    // The token is HMAC-SHA256 of the user's id and feed version with a key from the server's secret:
    // the same database behind a server with another secret opens nothing with the row's content.
    expect(token).toBe(feedToken(feedKey(t.settings.CAPTCHA_HMAC_KEY), ids.expert, row!.calendar_feed_version!));
    const other = await buildSecondTestApp(t, { settings: { CAPTCHA_HMAC_KEY: 'another-server-secret-0123456789' } });
    try {
      expect((await other.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    } finally {
      await other.app.close();
    }
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it('has no address for a user who never asked for one', async () => {
    const key = feedKey(t.settings.CAPTCHA_HMAC_KEY);
    const file = `${ids.waiting}.${feedToken(key, ids.waiting, 1)}.ics`;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/calendar/feed/${file}` })).statusCode).toBe(404);
  });

  it('revokes the address on reset: the old one is gone, the new one works', async () => {
    const headers = await signIn(t.app, 'journalist@example.com');
    const old = await feedUrl('journalist@example.com');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/calendar/token/reset' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/calendar/token/reset', headers });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.url as string;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedUrl('journalist@example.com')).toBe(fresh);
  });
});
