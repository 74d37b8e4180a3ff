import { after, before, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, staffSignIn, type TestApp } from '../../../test/helper';
import { auditLog, outboxMessages, staff, users } from '../../db/schema';

let t: TestApp;
let owner: Record<string, string>;
let ownerId: number;
let journalistId: number;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  owner = await staffSignIn(t.app, 'owner@example.com');
  [{ id: ownerId }] = await t.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, 'owner@example.com'));
  [{ id: journalistId }] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'journalist@example.com'));
});
after(() => t.app.close());

const act = (action: string, id: number, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/accounts/${id}/${action}`,
    payload: reason === undefined ? {} : { reason },
    headers: owner,
  });

const lines = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target_id, journalistId)));

it('finds accounts by name or email, with status, subscription, last sign-in, guests and team', async () => {
  await signIn(t.app, 'expert2@example.com');
  const byName = await t.app.inject({ method: 'GET', url: '/api/v1/staff/accounts?q=jordan%20lee', headers: owner });
  expect(byName.statusCode).toBe(200);
  expect(byName.json()).toMatchObject({
    data: [{ email: 'journalist@example.com', role: 1, status: 1, team_owner: null }],
    meta: { current_page: 1, total: 1, last_page: 1 },
  });
  const [expert] = (
    await t.app.inject({ method: 'GET', url: '/api/v1/staff/accounts?q=EXPERT2@', headers: owner })
  ).json().data;
  expect(expert).toMatchObject({ email: 'expert2@example.com', role: 0, guests_count: 3 });
  expect(expert.last_sign_in_at).toEqual(expect.any(String));
  expect(expert.subscription).toMatchObject({ plan: expect.any(String), status: expect.any(String) });
  expect(expert.team_members_count).toBeGreaterThanOrEqual(1);
  const [member] = (
    await t.app.inject({ method: 'GET', url: '/api/v1/staff/accounts?q=team@example', headers: owner })
  ).json().data;
  expect(member.team_owner).toMatchObject({ email: 'expert2@example.com' });
  const deleting = (
    await t.app.inject({ method: 'GET', url: '/api/v1/staff/accounts?q=deleting@', headers: owner })
  ).json();
  expect(deleting.data[0].status).toBe(STATUS.WILL_BE_DELETED);
});

it('locks with a reason, ending sessions and sockets, and unlocks; each with its audit line', async () => {
  const session = await signIn(t.app, 'journalist@example.com');
  expect((await act('lock', journalistId)).json().errors).toEqual({ reason: ['This field is required'] });
  const locked = await act('lock', journalistId, 'Reported for spam outreach to experts.');
  expect(locked.statusCode).toBe(200);
  expect(locked.json()).toMatchObject({ data: { status: STATUS.LOCKED_BY_ADMIN }, message: expect.any(String) });
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: session })).statusCode).toBe(401);
  const closed = await t.database.db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.kind, 'close-sockets'), sql`(${outboxMessages.payload}->>'userId')::int = ${journalistId}`),
    );
  expect(closed).toHaveLength(1);
  expect(await lines('account.lock')).toEqual([
    expect.objectContaining({ staff_id: ownerId, reason: 'Reported for spam outreach to experts.' }),
  ]);
  expect((await act('lock', journalistId, 'Reported for spam outreach again.')).statusCode).toBe(409);

  const unlocked = await act('unlock', journalistId, 'Spoke to them; the outreach was legitimate.');
  expect(unlocked.json().data.status).toBe(STATUS.SIMPLE_USER);
  expect(await lines('account.unlock')).toHaveLength(1);
});

it('schedules deletion and restores, each with its audit line', async () => {
  const scheduled = await act('schedule-deletion', journalistId, 'Asked by email to close the account.');
  expect(scheduled.json().data).toMatchObject({ status: STATUS.WILL_BE_DELETED, date_deleting: expect.any(String) });
  expect((await act('schedule-deletion', journalistId, 'Asked by email to close the account.')).statusCode).toBe(409);
  const restored = await act('restore', journalistId, 'They changed their mind by phone.');
  expect(restored.json().data).toMatchObject({ status: STATUS.SIMPLE_USER, date_deleting: null });
  expect(await lines('account.schedule_deletion')).toHaveLength(1);
  expect(await lines('account.restore')).toEqual([
    expect.objectContaining({ staff_id: ownerId, details: expect.objectContaining({ from_status: 9, to_status: 1 }) }),
  ]);
  expect((await act('restore', 999_999, 'They changed their mind by phone.')).statusCode).toBe(404);
});
