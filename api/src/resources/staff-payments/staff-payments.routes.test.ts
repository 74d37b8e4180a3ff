import { after, before, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, staffSignIn, type TestApp } from '../../../test/helper';
import { auditLog, outboxMessages, payments, staff, users } from '../../db/schema';
import type { PaymentProvider } from '../../lib/payments';
import { staffPaymentsService } from './staff-payments.service';

let t: TestApp;
let owner: Record<string, string>;
let expertId: number;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  owner = await staffSignIn(t.app, 'owner@example.com');
  [{ id: expertId }] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'expert@example.com'));
});
after(() => t.app.close());

const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = owner, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/staff/payments${url}`, headers, payload });

/** A payment of the demo expert, as billing records one. */
async function payment(status: 'succeeded' | 'failed' | 'pending', provider: 'sandbox' | 'stripe' = 'sandbox') {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      user_id: expertId,
      amount_cents: 26_160,
      gst_cents: 2_160,
      currency: 'SGD',
      status,
      receipt_number: status === 'succeeded' ? `PP-TEST-${Math.random().toString(36).slice(2, 8)}` : null,
      provider,
      provider_ref: `in_test_${Math.random().toString(36).slice(2)}`,
    })
    .returning({ id: payments.id });
  return row.id;
}

const auditLines = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target_type, 'payment'), eq(auditLog.target_id, id)));

const REASON = 'Charged twice for the same year, confirmed by phone.';

it('refuses every payments route to anonymous callers, journalists, experts, support and moderators', async () => {
  const id = await payment('succeeded');
  const routes: [method: 'GET' | 'POST', url: string, payload?: object][] = [
    ['GET', ''],
    ['GET', '?status=failed'],
    ['GET', `/accounts/${expertId}`],
    ['POST', `/${id}/refund`, { reason: REASON }],
  ];
  const callers: [who: string, headers: Record<string, string>, status: number][] = [
    ['anonymous', {}, 401],
    ['journalist', await signIn(t.app, 'journalist@example.com'), 401],
    ['expert', await signIn(t.app, 'expert@example.com'), 401],
    ['support', await staffSignIn(t.app, 'support@example.com'), 403],
    ['moderator', await staffSignIn(t.app, 'moderator@example.com'), 403],
  ];
  for (const [method, url, payload] of routes)
    for (const [who, headers, status] of callers)
      expect({ url, who, status: (await api(method, url, headers, payload)).statusCode }).toEqual({ url, who, status });
  expect(await auditLines(id)).toEqual([]);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  expect(row.status).toBe('succeeded');
});

it('lists payments newest first, the failed ones, and an account’s subscriptions and payments', async () => {
  const failed = await payment('failed');
  const all = (await api('GET', '?q=expert@example.com')).json();
  expect(all.data[0]).toEqual({
    id: failed,
    user_id: expertId,
    plan_name: null,
    amount_cents: 26_160,
    gst_cents: 2_160,
    currency: 'SGD',
    status: 'failed',
    receipt_number: null,
    period_end: null,
    provider: 'sandbox',
    provider_ref: expect.stringMatching(/^in_test_/),
    created_at: expect.any(String),
    account: {
      id: expertId,
      email: 'expert@example.com',
      first_name: expect.any(String),
      last_name: expect.any(String),
      role: 0,
    },
  });
  const failedOnes = (await api('GET', '?status=failed&per_page=100')).json();
  expect(failedOnes.data.map((p: { id: number }) => p.id)).toContain(failed);
  expect(failedOnes.data.every((p: { status: string }) => p.status === 'failed')).toBe(true);
  expect((await api('GET', '?status=lost')).statusCode).toBe(422);

  const account = (await api('GET', `/accounts/${expertId}`)).json().data;
  expect(account.account).toMatchObject({ id: expertId, email: 'expert@example.com' });
  expect(account.payments.map((p: { id: number }) => p.id)).toContain(failed);
  const [{ n }] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.user_id, expertId));
  expect(account.payments).toHaveLength(n);
  expect(Array.isArray(account.subscriptions)).toBe(true);
  expect((await api('GET', '/accounts/999999')).statusCode).toBe(404);
});

it('refunds a succeeded payment once: status, audit line with the reason, a notice by mail', async () => {
  const id = await payment('succeeded');
  const short = await api('POST', `/${id}/refund`, owner, { reason: 'Too short' });
  expect(short.statusCode).toBe(422);
  expect(short.json().errors).toEqual({ reason: ['This field must be at least 10 characters'] });
  expect((await api('POST', `/${id}/refund`, owner, {})).statusCode).toBe(422);

  const res = await api('POST', `/${id}/refund`, owner, { reason: `  ${REASON} ` });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    message: 'The payment is refunded; the account is told by mail.',
    data: { id, status: 'refunded', account: { email: 'expert@example.com' } },
  });
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  expect(row.status).toBe('refunded');

  const [ownerRow] = await t.database.db.select().from(staff).where(eq(staff.email, 'owner@example.com'));
  expect(await auditLines(id)).toEqual([
    expect.objectContaining({
      staff_id: ownerRow.id,
      action: 'payment.refund',
      reason: REASON,
      details: expect.objectContaining({
        email: 'expert@example.com',
        user_id: expertId,
        amount_cents: 26_160,
        provider: 'sandbox',
        refund_ref: expect.stringMatching(/^re_sandbox_/),
      }),
    }),
  ]);
  const mails = await t.database.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, 'mail'),
        sql`${outboxMessages.payload}->>'subject' = 'Your PressPoint payment was refunded'`,
        sql`${outboxMessages.payload}->>'text' like ${`%${row.receipt_number}%`}`,
      ),
    );
  expect(mails).toHaveLength(1);
  const mail = mails[0].payload as { to: string; text: string };
  expect(mail.to).toBe('expert@example.com');
  expect(mail.text).toContain('S$261.60');
  expect(mail.text).not.toContain(REASON);

  const again = await api('POST', `/${id}/refund`, owner, { reason: REASON });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('This payment is refunded already.');
  expect(await auditLines(id)).toHaveLength(1);
});

it('refuses to refund a payment that did not succeed, or went through another provider', async () => {
  for (const status of ['failed', 'pending'] as const) {
    const id = await payment(status);
    const res = await api('POST', `/${id}/refund`, owner, { reason: REASON });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Only a succeeded payment can be refunded; this one is ${status}.`);
  }
  const stripe = await payment('succeeded', 'stripe');
  const other = await api('POST', `/${stripe}/refund`, owner, { reason: REASON });
  expect(other.statusCode).toBe(409);
  expect(other.json().message).toBe(
    'This payment went through stripe, and payments now go through sandbox: refund it at stripe.',
  );
  expect((await api('POST', '/999999/refund', owner, { reason: REASON })).statusCode).toBe(404);
});

it('changes nothing when the provider refuses the refund (502), and asks it with the payment’s key', async () => {
  const id = await payment('succeeded');
  const asked: unknown[] = [];
  const provider = {
    name: 'sandbox',
    refundPayment: async (refund: unknown) => {
      asked.push(refund);
      throw new Error('charge_already_refunded');
    },
  } as unknown as PaymentProvider;
  const [actor] = await t.database.db.select().from(staff).where(eq(staff.email, 'owner@example.com'));
  await expect(staffPaymentsService(t.database.db, { provider }).refund(actor, id, REASON)).rejects.toMatchObject({
    statusCode: 502,
    message: 'The payment provider did not refund: charge_already_refunded',
  });
  expect(asked).toEqual([expect.objectContaining({ key: `refund-payment-${id}`, amount_cents: 26_160 })]);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  expect(row.status).toBe('succeeded');
  expect(await auditLines(id)).toEqual([]);
});
