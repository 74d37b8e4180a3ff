import { after, before, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, staffSignIn, type TestApp } from '../../../test/helper';
import { auditLog, outboxMessages, staff, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { emailDomainCheck } from './emailDomain';

let t: TestApp;
let support: Record<string, string>;
let supportId: number;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  support = await staffSignIn(t.app, 'support@example.com');
  [{ id: supportId }] = await t.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, 'support@example.com'));
});
after(() => t.app.close());

let applicants = 0;
/** A journalist who registered `hoursAgo` and waits for approval. */
async function applicant(hoursAgo = 1, fields: Partial<typeof users.$inferInsert> = {}) {
  applicants += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      role: 1,
      status: STATUS.WAIT_FOR_APPROVING,
      email: `applicant${applicants}@harbourradio.sg`,
      password: await hashPassword('Demo2026pass'),
      first_name: 'Ana',
      last_name: `Applicant ${applicants}`,
      title: 'Producer',
      company_name: 'Harbour Radio',
      linkedin: `https://www.linkedin.com/in/applicant-${applicants}`,
      created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
      ...fields,
    })
    .returning();
  return row;
}

const post = (url: string, payload?: object, headers = support) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/approvals${url}`, payload, headers });

const auditLines = (userId: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target_type, 'user'), eq(auditLog.target_id, userId), eq(auditLog.action, action)));

const outboxFor = (kind: 'mail' | 'broadcast' | 'close-sockets', condition: ReturnType<typeof sql>) =>
  t.database.db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), condition));

it('lists who waits, oldest first, with hours waiting and what helps decide', async () => {
  const late = await applicant(30);
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/approvals?per_page=100', headers: support });
  expect(res.statusCode).toBe(200);
  const { data, meta } = res.json();
  expect(meta).toMatchObject({ current_page: 1, per_page: 100 });
  expect(
    data.every((row: { created_at: string }, i: number) => i === 0 || data[i - 1].created_at <= row.created_at),
  ).toBe(true);
  const item = data.find((row: { id: number }) => row.id === late.id);
  expect(item).toMatchObject({
    email: late.email,
    role: 1,
    title: 'Producer',
    company_name: 'Harbour Radio',
    linkedin: late.linkedin,
    hours_waiting: 30,
    overdue: true,
    email_domain: 'harbourradio.sg',
    free_mail: false,
    domain_matches: true,
    guests_count: 0,
  });
  expect(data.map((row: { email: string }) => row.email)).toContain('waiting@example.com');
});

it('tells whether an address’s domain matches the stated company or outlet', () => {
  expect(emailDomainCheck('a@mail.straitstimes.com.sg', ['The Straits Times'])).toMatchObject({ domain_matches: true });
  expect(emailDomainCheck('a@sbd.com', ['Straits Business Daily'])).toMatchObject({ domain_matches: true });
  expect(emailDomainCheck('a@gmail.com', ['Gmail Weekly'])).toEqual({
    email_domain: 'gmail.com',
    free_mail: true,
    domain_matches: false,
  });
  expect(emailDomainCheck('a@example.com', ['Harbour Radio', null])).toMatchObject({ domain_matches: false });
});

it('approves one: the account is active, told by mail and live, and the action is in the audit log', async () => {
  const person = await applicant();
  const res = await post(`/${person.id}/approve`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    data: { id: person.id, status: STATUS.SIMPLE_USER },
    message: 'The account is approved.',
  });
  expect(await auditLines(person.id, 'account.approve')).toEqual([
    expect.objectContaining({
      staff_id: supportId,
      reason: null,
      details: expect.objectContaining({ from_status: 0, to_status: 1 }),
    }),
  ]);
  expect(await outboxFor('mail', sql`${outboxMessages.payload}->>'to' = ${person.email}`)).toHaveLength(1);
  expect(
    await outboxFor('broadcast', sql`${outboxMessages.payload}->>'channel' = ${`private-account.${person.id}`}`),
  ).toEqual([
    {
      payload: {
        channel: `private-account.${person.id}`,
        event: 'AccountStatusEvent',
        data: { status: 1, date_deleting: null },
      },
    },
  ]);
  // Once: an account no longer waiting is refused, and nothing more is logged.
  const again = await post(`/${person.id}/approve`);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('This account is not waiting for approval.');
  expect(await auditLines(person.id, 'account.approve')).toHaveLength(1);
  expect((await post('/999999/approve')).statusCode).toBe(404);
});

it('rejects with a reason that is mailed: the account is locked, signed out, and unlocking puts it back in the queue', async () => {
  const person = await applicant();
  const session = await signIn(t.app, person.email);
  const short = await post(`/${person.id}/reject`, { reason: 'No.' });
  expect(short.statusCode).toBe(422);
  expect(short.json()).toEqual({
    message: 'The given data was invalid.',
    errors: { reason: ['This field must be at least 10 characters'] },
  });
  expect((await post(`/${person.id}/reject`, {})).json().errors).toEqual({ reason: ['This field is required'] });

  const reason = 'We could not find any published work under this name.';
  const res = await post(`/${person.id}/reject`, { reason });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ status: STATUS.LOCKED_BY_ADMIN, approved_at: null });
  const [mail] = await outboxFor('mail', sql`${outboxMessages.payload}->>'to' = ${person.email}`);
  expect(mail.payload).toMatchObject({
    subject: 'Your PressPoint account was not approved',
    text: expect.stringContaining(reason),
  });
  expect(await auditLines(person.id, 'account.reject')).toEqual([
    expect.objectContaining({ staff_id: supportId, reason }),
  ]);
  expect(
    await outboxFor('close-sockets', sql`(${outboxMessages.payload}->>'userId')::int = ${person.id}`),
  ).toHaveLength(1);
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: session })).statusCode).toBe(401);

  const unlocked = await t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/accounts/${person.id}/unlock`,
    payload: { reason: 'They sent links to their published work.' },
    headers: support,
  });
  expect(unlocked.json().data.status).toBe(STATUS.WAIT_FOR_APPROVING);
});

it('approves several at once, each with its audit line, and says which were not waiting', async () => {
  const [a, b] = [await applicant(), await applicant()];
  const [journalist] = await t.database.db.select().from(users).where(eq(users.email, 'journalist@example.com'));
  const res = await post('/approve', { ids: [a.id, b.id, journalist.id, a.id] });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { approved: [a.id, b.id], skipped: [journalist.id] } });
  for (const person of [a, b])
    expect(await auditLines(person.id, 'account.approve')).toEqual([
      expect.objectContaining({ staff_id: supportId, details: expect.objectContaining({ bulk: true }) }),
    ]);
  expect((await post('/approve', { ids: [] })).json().errors).toEqual({ ids: ['Choose at least one'] });
});
