import { after, before, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, outboxMessages, users } from './db/schema';
import { expect } from '../test/expect';
import { buildTestApp, type TestApp } from '../test/helper';
import { runAdmin } from './admin';

let t: TestApp;
before(async () => (t = await buildTestApp({ fixture: 'demo' })));
after(() => t.app.close());

const context = { shellUrl: 'https://presspoint.test' };

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'Demo2026pass' } });

it('approves a waiting journalist', async () => {
  expect((await login('waiting@example.com')).json().user.status).toBe(0);
  expect(await runAdmin(t.database.db, 'approve', 'waiting@example.com', context)).toBe(
    'waiting@example.com is approved.',
  );
  expect((await login('waiting@example.com')).json().user.status).toBe(1);
  // They are told, with the way in: the mail waits in the outbox for the commit it belongs to.
  const [told] = await t.database.db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'mail'), sql`${outboxMessages.payload}->>'to' = 'waiting@example.com'`));
  expect(told.payload).toMatchObject({
    subject: 'Your PressPoint account is approved',
    text: expect.stringContaining('https://presspoint.test/?login=true'),
  });
  // Their open pages hear it live (as an approval from the console), and the audit log names the command line.
  const [person] = await t.database.db.select().from(users).where(eq(users.email, 'waiting@example.com'));
  const pushed = await t.database.db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, 'broadcast'),
        sql`${outboxMessages.payload}->>'channel' = ${`private-account.${person.id}`}`,
      ),
    );
  expect(pushed).toEqual([
    {
      payload: {
        channel: `private-account.${person.id}`,
        event: 'AccountStatusEvent',
        data: { status: 1, date_deleting: null },
      },
    },
  ]);
  const lines = await t.database.db.select().from(auditLog).where(eq(auditLog.target_id, person.id));
  expect(lines).toEqual([
    expect.objectContaining({
      staff_id: null,
      action: 'account.approve',
      details: expect.objectContaining({ via: 'command line' }),
    }),
  ]);
});

it('locks an account, ending its sessions, and unlocks it', async () => {
  const session = (await login('journalist@example.com')).json().access_token;
  await runAdmin(t.database.db, 'lock', 'journalist@example.com', context);
  expect((await login('journalist@example.com')).statusCode).toBe(403);
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/v1/profile',
    headers: { authorization: `Bearer ${session}` },
  });
  expect(profile.statusCode).toBe(401);
  await runAdmin(t.database.db, 'unlock', 'journalist@example.com', context);
  expect((await login('journalist@example.com')).statusCode).toBe(200);
});

it('schedules deletion (WILL_BE_DELETED) and restores', async () => {
  await runAdmin(t.database.db, 'delete', 'expert@example.com', context);
  expect((await login('expert@example.com')).json().user.status).toBe(9);
  await runAdmin(t.database.db, 'restore', 'expert@example.com', context);
  expect((await login('expert@example.com')).json().user.status).toBe(1);
});

it('names the commands when given an unknown one', async () => {
  await expect(runAdmin(t.database.db, 'promote', 'expert@example.com', context)).rejects.toThrow(/approve/);
  await expect(runAdmin(t.database.db, 'lock', 'nobody@example.com', context)).rejects.toThrow(
    'No account with the email nobody@example.com.',
  );
});
