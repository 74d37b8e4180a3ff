import { after, before, it } from 'node:test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, staffSignIn, type TestApp } from '../../../test/helper';
import { chats, guests, interviews, subscriptionPlans, subscriptions, users } from '../../db/schema';

let t: TestApp;
let support: Record<string, string>;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  support = await staffSignIn(t.app, 'support@example.com');
  await knownData();
});
after(() => t.app.close());

const get = (url: string, headers: Record<string, string> = support) =>
  t.app.inject({ method: 'GET', url: `/api/v1/staff/${url}`, headers });

/**
 * A small known data set in March 2001, long before the demo data, so the figures of
 * 2001-03-01 to 2001-03-03 are these rows' alone.
 */
async function knownData() {
  const db = t.database.db;
  const person = (email: string, role: number, created_at: string, more: Partial<typeof users.$inferInsert> = {}) =>
    db
      .insert(users)
      .values({ email, role, first_name: 'Known', last_name: 'Data', status: 1, created_at, ...more })
      .returning({ id: users.id })
      .then(([row]) => row.id);
  const j1 = await person('fig-j1@example.org', 1, '2001-03-01T10:00:00Z', { approved_at: '2001-03-02T10:00:00Z' });
  await person('fig-j2@example.org', 1, '2001-03-01T12:00:00Z', { approved_at: '2001-03-01T18:00:00Z' });
  const e1 = await person('fig-e1@example.org', 0, '2001-03-02T00:30:00Z');
  await person('fig-j3@example.org', 1, '2001-03-03T23:59:00Z', { status: 0 });
  // Made with its approval already given (as the demo data's accounts are): an approval, no wait.
  await person('fig-j4@example.org', 1, '2001-03-03T09:00:00Z', { approved_at: '2001-03-02T09:00:00Z' });
  const [guest] = await db.select({ id: guests.id }).from(guests).limit(1);

  const requests: [created: string, status: number][] = [
    ['2001-03-01T09:00:00Z', 0],
    ['2001-03-01T09:30:00Z', 1],
    ['2001-03-01T23:59:59Z', 2],
    ['2001-03-03T00:00:00Z', 3],
    ['2001-03-03T08:00:00Z', 4],
    ['2001-03-03T09:00:00Z', 4],
  ];
  for (const [created_at, status] of requests)
    await db.insert(interviews).values({
      journalist_id: j1,
      expert_id: e1,
      guest_id: guest.id,
      date_interview: '2001-04-01T10:00:00Z',
      status,
      created_at,
    });

  const questions: [created: string, answered: string | null][] = [
    ['2001-03-02T10:00:00Z', '2001-03-02T10:30:00Z'],
    ['2001-03-02T11:00:00Z', '2001-03-02T13:00:00Z'],
    ['2001-03-02T12:00:00Z', null],
  ];
  for (const [created_at, first_answered_at] of questions)
    await db.insert(chats).values({
      journalist_id: j1,
      expert_id: e1,
      guest_id: guest.id,
      subject: 'Known',
      created_at,
      first_answered_at,
    });

  const plan = async (slug: string) =>
    (await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug)))[0]
      .id;
  const subscription = (
    plan_id: number,
    status: 'active' | 'cancelled' | 'pending',
    created_at: string,
    updated_at: string,
  ) => db.insert(subscriptions).values({ user_id: e1, plan_id, status, provider: 'sandbox', created_at, updated_at });
  // 240 SGD a year: 20 a month, all along.
  await subscription(await plan('visibility'), 'active', '2001-03-01T08:00:00Z', '2001-03-01T08:00:00Z');
  // 4,560 SGD a year (380 a month) on 2 March only: it was cancelled in the night after.
  await subscription(await plan('proficiency'), 'cancelled', '2001-03-02T08:00:00Z', '2001-03-03T05:00:00Z');
  // Never paid: no revenue.
  await subscription(await plan('proficiency'), 'pending', '2001-03-01T08:00:00Z', '2001-03-01T08:00:00Z');
}

it('refuses the figures to anonymous callers, journalists, experts and moderators', async () => {
  const callers: [who: string, headers: Record<string, string>, status: number][] = [
    ['anonymous', {}, 401],
    ['journalist', await signIn(t.app, 'journalist@example.com'), 401],
    ['expert', await signIn(t.app, 'expert@example.com'), 401],
    ['moderator', await staffSignIn(t.app, 'moderator@example.com'), 403],
    ['owner', await staffSignIn(t.app, 'owner@example.com'), 200],
  ];
  for (const url of ['figures', 'figures.csv'])
    for (const [who, headers, status] of callers)
      expect({ url, who, status: (await get(url, headers)).statusCode }).toEqual({ url, who, status });
});

it('counts a known data set per day and over the range', async () => {
  const res = await get('figures?from=2001-03-01&to=2001-03-03');
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  const [waiting] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.status, 0), isNull(users.date_deleting)));
  expect(data).toMatchObject({ from: '2001-03-01', to: '2001-03-03', currency: 'SGD', approvals_waiting: waiting.n });
  expect(data.days).toEqual([
    {
      date: '2001-03-01',
      signups_journalists: 2,
      signups_experts: 0,
      approvals: 1,
      approval_median_hours: 6,
      interview_requests: 3,
      interviews_pending: 1,
      interviews_accepted: 1,
      interviews_rejected: 1,
      interviews_cancelled: 0,
      interviews_done: 0,
      questions: 0,
      questions_answered: 0,
      first_answer_median_minutes: null,
      mrr_cents: 2000,
      active_subscriptions: 1,
    },
    {
      date: '2001-03-02',
      signups_journalists: 0,
      signups_experts: 1,
      approvals: 2,
      approval_median_hours: 24,
      interview_requests: 0,
      interviews_pending: 0,
      interviews_accepted: 0,
      interviews_rejected: 0,
      interviews_cancelled: 0,
      interviews_done: 0,
      questions: 3,
      questions_answered: 2,
      first_answer_median_minutes: 75,
      mrr_cents: 40000,
      active_subscriptions: 2,
    },
    {
      date: '2001-03-03',
      signups_journalists: 2,
      signups_experts: 0,
      approvals: 0,
      approval_median_hours: null,
      interview_requests: 3,
      interviews_pending: 0,
      interviews_accepted: 0,
      interviews_rejected: 0,
      interviews_cancelled: 1,
      interviews_done: 2,
      questions: 0,
      questions_answered: 0,
      first_answer_median_minutes: null,
      mrr_cents: 2000,
      active_subscriptions: 1,
    },
  ]);
  expect(data.totals).toEqual({
    signups_journalists: 4,
    signups_experts: 1,
    approvals: 3,
    approval_median_hours: 15,
    interview_requests: 6,
    interviews_pending: 1,
    interviews_accepted: 1,
    interviews_rejected: 1,
    interviews_cancelled: 1,
    interviews_done: 2,
    questions: 3,
    questions_answered: 2,
    first_answer_median_minutes: 75,
    acceptance_percent: 75,
    mrr_cents: 2000,
  });
});

it('downloads the same figures as CSV, a line per day', async () => {
  const res = await get('figures.csv?from=2001-03-02&to=2001-03-03');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(
    'attachment; filename="presspoint-figures-2001-03-02-to-2001-03-03.csv"',
  );
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const lines = res.body.slice(1).split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[3]).toBe('');
  expect(lines[0]).toBe(
    'date,signups_journalists,signups_experts,approvals,approval_median_hours,interview_requests,' +
      'interviews_pending,interviews_accepted,interviews_rejected,interviews_cancelled,interviews_done,' +
      'questions,questions_answered,first_answer_median_minutes,mrr_cents,active_subscriptions',
  );
  expect(lines[1]).toBe('2001-03-02,0,1,2,24,0,0,0,0,0,0,3,2,75,40000,2');
  expect(lines[2]).toBe('2001-03-03,2,0,0,,3,0,0,0,1,2,0,0,,2000,1');
});

it('reads the last 30 days by default and refuses a wrong range', async () => {
  const { data } = (await get('figures')).json();
  const today = new Date().toISOString().slice(0, 10);
  expect(data.days).toHaveLength(30);
  expect(data.to).toBe(today);
  expect(data.days.at(-1).date).toBe(today);
  expect((await get('figures?to=2001-03-03')).json().data.from).toBe('2001-02-02');

  const refused = async (query: string) => {
    const res = await get(`figures?${query}`);
    expect(res.statusCode).toBe(422);
    return res.json().errors;
  };
  expect(await refused('from=2001-03-04&to=2001-03-03')).toEqual({ to: ['The end must not be before the start'] });
  expect(await refused('from=2001-01-01&to=2002-01-02')).toEqual({ to: ['At most 366 days at once'] });
  expect(await refused('from=2001-02-30&to=2001-03-03')).toEqual({ from: ['Enter a valid date'] });
  expect(await refused('from=yesterday')).toEqual({ from: ['Enter a valid date'] });
  expect((await get('figures.csv?from=2001-03-04&to=2001-03-03')).statusCode).toBe(422);
  expect((await get('figures?from=2000-03-01&to=2001-02-28')).json().data.days).toHaveLength(365);
});
