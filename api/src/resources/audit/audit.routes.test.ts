import { after, before, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, staffSignIn, type TestApp } from '../../../test/helper';
import { auditLog, users } from '../../db/schema';

let t: TestApp;
let support: Record<string, string>;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  support = await staffSignIn(t.app, 'support@example.com');
  const [locked] = await t.database.db.select().from(users).where(eq(users.email, 'expert@example.com'));
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/accounts/${locked.id}/lock`,
    payload: { reason: 'Payment dispute under review.' },
    headers: support,
  });
});
after(() => t.app.close());

const search = (q: string, headers = support) =>
  t.app.inject({ method: 'GET', url: `/api/v1/staff/audit?q=${encodeURIComponent(q)}`, headers });

/** The database's own message of a refused statement (drizzle wraps it). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.database.db.execute(statement);
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string } };
    return e.cause?.message ?? e.message;
  }
  return 'not refused';
}

it('lists staff actions newest first, searched by action, staff email and target email', async () => {
  const all = await t.app.inject({ method: 'GET', url: '/api/v1/staff/audit', headers: support });
  expect(all.statusCode).toBe(200);
  const [newest] = all.json().data;
  expect(newest).toMatchObject({
    staff: { email: 'support@example.com', role: 'support' },
    action: 'account.lock',
    target_type: 'user',
    reason: 'Payment dispute under review.',
    details: { email: 'expert@example.com', from_status: 1, to_status: 10 },
  });
  for (const q of ['account.lock', 'support@example', 'expert@example.com', 'LOCK'])
    expect((await search(q)).json().data.map((line: { action: string }) => line.action)).toContain('account.lock');
  expect((await search('account.approve')).json()).toMatchObject({ data: [], meta: { total: 0 } });
  expect((await search(String(newest.target_id))).json().data[0].id).toBe(newest.id);
});

it('is read by owners and support, not moderators', async () => {
  expect((await search('', await staffSignIn(t.app, 'owner@example.com'))).statusCode).toBe(200);
  expect((await search('', await staffSignIn(t.app, 'moderator@example.com'))).statusCode).toBe(403);
});

it('refuses to change or remove a line, on this engine', async () => {
  const before = await t.database.db.select().from(auditLog);
  expect(await refusal(sql`update audit_log set reason = 'nothing happened'`)).toMatch(/append-only: UPDATE/);
  expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE/);
  expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE/);
  expect(await t.database.db.select().from(auditLog)).toEqual(before);
});
