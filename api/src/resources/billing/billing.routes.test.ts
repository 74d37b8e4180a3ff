import { after, before, describe, it, mock } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import {
  checkoutSessions,
  notifications,
  payments,
  scheduledJobs,
  sentMails,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema';
import { sandboxProvider, stripeProvider, type PaymentProvider, type StripeClient } from '../../lib/payments';
import { PERIOD_ENDS_JOB, subscriptionPeriodEnds } from './billing.periodEnds';
import { billingService, YEAR_MS } from './billing.service';

const SECRET = 'whsec_test_billing_0123456789abcdef';
let t: TestApp;

before(async () => {
  t = await buildTestApp({ fixture: 'demo', settings: { SANDBOX_WEBHOOK_SECRET: SECRET } });
});
after(() => t.app.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

let eventCount = 0;
/** A provider event delivered as Stripe delivers it, signed by the SDK's own test helper. */
function deliver(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; at?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${++eventCount}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.at ?? Math.floor(Date.now() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

const statusOf = async (email: string) =>
  (await t.app.db.select({ status: users.status }).from(users).where(eq(users.email, email)))[0]!.status;

const userId = async (email: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** A new expert who has added a guest and must pay (MUST_PAY). */
async function mustPayExpert(tag: string) {
  const email = `payer-${tag}@example.org`;
  await t.app.db.insert(users).values({
    email,
    password: null,
    role: 0,
    status: STATUS.MUST_PAY,
    first_name: 'Pat',
    last_name: tag,
    company_name: 'Payer Pte Ltd',
  });
  const hash = (
    await t.app.db.select({ password: users.password }).from(users).where(eq(users.email, 'mustpay@example.com'))
  )[0]!.password;
  await t.app.db.update(users).set({ password: hash }).where(eq(users.email, email));
  return { email, headers: await signIn(t.app, email) };
}

/** A paid checkout session as Stripe sends it: the amount and currency the checkout asked for. */
async function paidSession(id: string, extra: Record<string, unknown> = {}) {
  const [checkout] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return {
    payment_status: 'paid',
    id,
    amount_total: checkout!.amount_cents,
    currency: checkout!.currency.toLowerCase(),
    ...extra,
  };
}

/** Starts a checkout for the plan (by default Proficiency, for any expert) and answers its session id. */
async function startCheckout(headers: Record<string, string>, plan = 'proficiency') {
  const res = await call('POST', '/stripe/plan/process', headers, { plan });
  expect(res.statusCode).toBe(200);
  return res.json().data as { checkout_url: string; session_id: string; user: { status: number } };
}

describe('plans', () => {
  it('lists the section-9 plans with their prices before GST, GST at 9% and the total', async () => {
    const plans = (await call('GET', '/stripe/getallplans')).json().data as {
      slug: string;
      price_cents: number;
      gst_cents: number;
      total_cents: number;
      currency: string;
      features: string[];
    }[];
    const price = Object.fromEntries(plans.map((p) => [p.slug, p.price_cents]));
    expect(price).toEqual({
      visibility: 24_000,
      proficiency: 456_000,
      advocacy: 1_440_000,
      'doctor-visibility': 24_000,
      'doctor-proficiency': 456_000,
      'doctor-advocacy': 1_440_000,
      'author-visibility': 24_000,
      'author-proficiency': 456_000,
      'author-advocacy': 1_440_000,
    });
    const proficiency = plans.find((p) => p.slug === 'doctor-proficiency')!;
    expect(proficiency).toMatchObject({ gst_cents: 41_040, total_cents: 497_040, currency: 'SGD' });
    expect(proficiency.features).toContain('One background-briefing video');
    const authorAdvocacy = plans.find((p) => p.slug === 'author-advocacy')!.features;
    expect(authorAdvocacy).toEqual(
      expect.arrayContaining([
        'S$500 credit for a book launch event',
        'Recordings of speaking engagements four times a year',
        'S$500 credit for a publisher network promotion',
      ]),
    );
    expect(plans.find((p) => p.slug === 'doctor-advocacy')!.features).toContain('Show reel four times a year');
    expect(plans.find((p) => p.slug === 'doctor-advocacy')!.features).not.toContain(
      'S$500 credit for a book launch event',
    );
  });

  it("lists first the plans for any expert: named by their tier, without the packages' extras", async () => {
    const plans = (await call('GET', '/stripe/getallplans')).json().data as {
      slug: string;
      name: string;
      package: string;
      tier: string;
      features: string[];
    }[];
    expect(plans.slice(0, 3).map((p) => [p.slug, p.name, p.package, p.tier])).toEqual([
      ['visibility', 'Visibility', 'general', 'visibility'],
      ['proficiency', 'Proficiency', 'general', 'proficiency'],
      ['advocacy', 'Advocacy', 'general', 'advocacy'],
    ]);
    const general = plans.slice(0, 3).flatMap((p) => p.features);
    expect(general).toContain('S$500 credit for a publisher network promotion');
    for (const line of general) expect(line).not.toMatch(/doctor|author|show reel|speaking engagements|book launch/i);
  });

  it('finds a plan by its slug; an unknown one is 404', async () => {
    expect((await call('GET', '/stripe/getuserplan/author-visibility')).json().data).toMatchObject({
      name: 'Author Visibility',
      total_cents: 26_160,
    });
    expect((await call('GET', '/stripe/getuserplan/gold')).statusCode).toBe(404);
  });
});

describe('the webhook', () => {
  it('refuses a wrong signature, a stale timestamp and an unsigned delivery', async () => {
    const wrong = await deliver('invoice.paid', { id: 'in_x' }, { secret: 'whsec_someone_else_entirely' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid webhook signature');
    const stale = await deliver('invoice.paid', { id: 'in_x' }, { at: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_x","type":"invoice.paid","data":{"object":{}}}',
    });
    expect(unsigned.statusCode).toBe(400);
    // A fresh one with the right secret is taken.
    expect((await deliver('ping.test', {})).json()).toEqual({ received: true, processed: true });
  });

  it('processes the same event once however often it arrives', async () => {
    const payer = await mustPayExpert('twice');
    const { session_id } = await startCheckout(payer.headers);
    const event = { id: 'evt_delivered_twice' };
    const first = await deliver(
      'checkout.session.completed',
      { payment_status: 'paid', id: session_id, amount_total: 497_040 },
      event,
    );
    const again = await deliver(
      'checkout.session.completed',
      { payment_status: 'paid', id: session_id, amount_total: 497_040 },
      event,
    );
    expect(first.json().processed).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(again.json().processed).toBe(false);
    const rows = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.user_id, await userId(payer.email)));
    expect(rows.length).toBe(1);
    const mails = await t.app.db.select().from(sentMails).where(eq(sentMails.to, payer.email));
    expect(mails.length).toBe(1);
  });

  it('activates nothing when the amount or currency paid is not the checkout’s (review I3)', async () => {
    for (const [tag, paid] of [
      ['one-cent', { amount_total: 1, currency: 'sgd' }],
      ['other-currency', { amount_total: 497_040, currency: 'usd' }],
      ['no-amount', { currency: 'sgd' }],
    ] as const) {
      const payer = await mustPayExpert(`mismatch-${tag}`);
      const { session_id } = await startCheckout(payer.headers);
      const answer = await deliver('checkout.session.completed', { payment_status: 'paid', id: session_id, ...paid });
      expect(answer.json()).toEqual({ received: true, processed: true });
      const id = await userId(payer.email);
      expect(await statusOf(payer.email)).toBe(STATUS.PAYMENT_IN_PROCESS);
      expect(await t.app.db.select().from(subscriptions).where(eq(subscriptions.user_id, id))).toEqual([]);
      expect(await t.app.db.select().from(payments).where(eq(payments.user_id, id))).toEqual([]);
      expect(await t.app.db.select().from(sentMails).where(eq(sentMails.to, payer.email))).toEqual([]);
      // Kept for review: the checkout says what happened.
      const [checkout] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session_id));
      expect(checkout!.status).toBe('mismatch');
    }
  });
});

describe('the status flow', () => {
  it('choosing a plan → PAYMENT_IN_PROCESS; paid → SIMPLE_USER, a year, a receipt with GST, a notification', async () => {
    const payer = await mustPayExpert('paid');
    const started = await startCheckout(payer.headers);
    expect(started.user.status).toBe(STATUS.PAYMENT_IN_PROCESS);
    expect(started.checkout_url).toMatch(/\/api\/v1\/sandbox\/checkout\/cs_sandbox_/);
    expect(await statusOf(payer.email)).toBe(STATUS.PAYMENT_IN_PROCESS);
    const waiting = (await call('GET', '/user/status-update', payer.headers)).json().data;
    expect(waiting).toMatchObject({
      manages_payment: true,
      status: STATUS.PAYMENT_IN_PROCESS,
      subscription: null,
      checkout_url: started.checkout_url,
    });

    await deliver('checkout.session.completed', {
      payment_status: 'paid',
      id: started.session_id,
      amount_total: 497_040,
    });
    const now = (await call('GET', '/user/status-update', payer.headers)).json().data;
    expect(now.status).toBe(STATUS.SIMPLE_USER);
    expect(now.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false, ends_on: null });
    expect(now.subscription.plan.slug).toBe('proficiency');
    const days = (Date.parse(now.subscription.current_period_end) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    const [payment] = (await call('GET', '/stripe/payments', payer.headers)).json().data;
    expect(payment).toMatchObject({ status: 'succeeded', amount_cents: 497_040, gst_cents: 41_040 });
    expect(payment.receipt_number).toMatch(/^PP-\d{4}-\d{6}$/);
    const [mail] = await t.app.db.select().from(sentMails).where(eq(sentMails.to, payer.email));
    expect(mail!.subject).toBe(`Your PressPoint receipt ${payment.receipt_number}`);
    expect(mail!.text).toContain('GST 9%: S$410.40');
    expect(mail!.text).toContain('Total paid: S$4,970.40');
    // Its dates say their zone: the mail is read anywhere.
    expect(mail!.text).toMatch(/^Date: \d{1,2} \w+ \d{4} UTC$/m);
    expect(mail!.text).toMatch(/^Proficiency, one year \(until \d{1,2} \w+ \d{4} UTC\): S\$4,560\.00$/m);
    const receipt = await call('GET', `/stripe/receipts/${payment.id}`, payer.headers);
    expect(receipt.headers['content-type']).toContain('text/html');
    expect(receipt.headers['content-disposition']).toContain(`receipt-${payment.receipt_number}.html`);
    expect(receipt.body).toContain('GST 9%');
    expect(receipt.body).toMatch(/Date: \d{1,2} \w+ \d{4} UTC</);
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, await userId(payer.email)));
    expect(notes.map((n) => n.type)).toEqual(['Payment']);
  });

  it('a failed payment → MUST_PAY and a failed payment row', async () => {
    const payer = await mustPayExpert('failed');
    const { session_id } = await startCheckout(payer.headers, 'author-visibility');
    await deliver('checkout.session.async_payment_failed', { id: session_id });
    expect(await statusOf(payer.email)).toBe(STATUS.MUST_PAY);
    const [payment] = (await call('GET', '/stripe/payments', payer.headers)).json().data;
    expect(payment).toMatchObject({ status: 'failed', receipt_number: null });
    // A failed payment has no receipt.
    expect((await call('GET', `/stripe/receipts/${payment.id}`, payer.headers)).statusCode).toBe(404);
  });

  it('a renewal extends the period a year; a failed renewal → MUST_PAY; a deleted subscription → MUST_PAY', async () => {
    const payer = await mustPayExpert('renew');
    const { session_id } = await startCheckout(payer.headers);
    await deliver('checkout.session.completed', await paidSession(session_id, { subscription: 'sub_renew_1' }));
    const before = (await call('GET', '/user/status-update', payer.headers)).json().data.subscription;
    // Stripe's first invoice (the checkout's) adds nothing; a renewal's adds a year, once.
    const renewal = { subscription: 'sub_renew_1', billing_reason: 'subscription_cycle' };
    await deliver('invoice.paid', { ...renewal, id: 'in_renew_1', billing_reason: 'subscription_create' });
    await deliver('invoice.paid', { ...renewal, id: 'in_renew_2' });
    await deliver('invoice.paid', { ...renewal, id: 'in_renew_2' });
    const after = (await call('GET', '/user/status-update', payer.headers)).json().data.subscription;
    expect(
      Math.round((Date.parse(after.current_period_end) - Date.parse(before.current_period_end)) / 86_400_000),
    ).toBe(365);
    expect((await call('GET', '/stripe/payments', payer.headers)).json().data.length).toBe(2);

    await deliver('invoice.payment_failed', { id: 'in_renew_3', subscription: 'sub_renew_1' });
    expect(await statusOf(payer.email)).toBe(STATUS.MUST_PAY);

    const other = await mustPayExpert('deleted');
    const second = await startCheckout(other.headers);
    await deliver(
      'checkout.session.completed',
      await paidSession(second.session_id, { subscription: 'sub_deleted_1' }),
    );
    expect(await statusOf(other.email)).toBe(STATUS.SIMPLE_USER);
    await deliver('customer.subscription.deleted', { id: 'sub_deleted_1' });
    expect(await statusOf(other.email)).toBe(STATUS.MUST_PAY);
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, await userId(other.email))))
      .orderBy(desc(subscriptions.id));
    expect(sub!.status).toBe('expired');
  });

  it('a checkout completed unpaid (a delayed payment method) waits; the money arriving activates the plan', async () => {
    const payer = await mustPayExpert('delayed-paid');
    const { session_id } = await startCheckout(payer.headers);
    await deliver('checkout.session.completed', {
      id: session_id,
      payment_status: 'unpaid',
      subscription: 'sub_delayed_1',
    });
    // Nothing is paid yet: no plan, no payment, the checkout still open, the account waiting.
    expect(await statusOf(payer.email)).toBe(STATUS.PAYMENT_IN_PROCESS);
    const waiting = (await call('GET', '/user/status-update', payer.headers)).json().data;
    expect(waiting).toMatchObject({ status: STATUS.PAYMENT_IN_PROCESS, subscription: null });
    expect((await call('GET', '/stripe/payments', payer.headers)).json().data).toEqual([]);
    const [open] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session_id));
    expect(open!.status).toBe('open');
    // Stripe's first invoice of the subscription changes nothing either.
    await deliver('invoice.paid', {
      id: 'in_delayed_1',
      subscription: 'sub_delayed_1',
      billing_reason: 'subscription_create',
    });
    expect(await statusOf(payer.email)).toBe(STATUS.PAYMENT_IN_PROCESS);

    await deliver('checkout.session.async_payment_succeeded', {
      id: session_id,
      payment_status: 'paid',
      subscription: 'sub_delayed_1',
      amount_total: 497_040,
    });
    expect(await statusOf(payer.email)).toBe(STATUS.SIMPLE_USER);
    expect((await latestSubscription(payer.email)).provider_ref).toBe('sub_delayed_1');
    const [payment] = (await call('GET', '/stripe/payments', payer.headers)).json().data;
    expect(payment).toMatchObject({ status: 'succeeded', amount_cents: 497_040 });
  });

  it('a checkout completed unpaid whose payment then fails → MUST_PAY, no plan, a failed payment', async () => {
    const payer = await mustPayExpert('delayed-failed');
    const { session_id } = await startCheckout(payer.headers, 'author-visibility');
    await deliver('checkout.session.completed', {
      id: session_id,
      payment_status: 'unpaid',
      subscription: 'sub_delayed_2',
    });
    expect(await statusOf(payer.email)).toBe(STATUS.PAYMENT_IN_PROCESS);
    await deliver('checkout.session.async_payment_failed', { id: session_id, payment_status: 'unpaid' });
    expect(await statusOf(payer.email)).toBe(STATUS.MUST_PAY);
    const subscriptionsOf = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.user_id, await userId(payer.email)));
    expect(subscriptionsOf).toEqual([]);
    const [payment] = (await call('GET', '/stripe/payments', payer.headers)).json().data;
    expect(payment).toMatchObject({ status: 'failed', receipt_number: null });
    const [row] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session_id));
    expect(row!.status).toBe('failed');
  });

  it('refuses a journalist (403) and an unknown plan (404)', async () => {
    const journalist = await signIn(t.app, 'journalist@example.com');
    expect((await call('POST', '/stripe/plan/process', journalist, { plan: 'doctor-visibility' })).statusCode).toBe(
      403,
    );
    // A team member acts for the account but the owner pays: 403, and the status says so.
    const member = await signIn(t.app, 'team@example.com');
    const refused = await call('POST', '/stripe/plan/process', member, { plan: 'doctor-visibility' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the account owner manages payment');
    expect((await call('GET', '/user/status-update', member)).json().data.manages_payment).toBe(false);
    const payer = await mustPayExpert('unknown');
    expect((await call('POST', '/stripe/plan/process', payer.headers, { plan: 'gold' })).statusCode).toBe(404);
    expect(await statusOf(payer.email)).toBe(STATUS.MUST_PAY);
  });
});

describe('cancel and resume', () => {
  it('cancel keeps the access and says when it ends; resume undoes it', async () => {
    const payer = await mustPayExpert('cancel');
    const { session_id } = await startCheckout(payer.headers, 'author-advocacy');
    await deliver('checkout.session.completed', await paidSession(session_id));
    const cancelled = await call('POST', '/stripe/subscription/cancel', payer.headers, { subName: 'author-advocacy' });
    expect(cancelled.statusCode).toBe(200);
    const data = cancelled.json().data;
    expect(data).toMatchObject({ cancel_at_period_end: true, ends_on: data.current_period_end, status: 'active' });
    const endDate = new Date(data.ends_on).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(cancelled.json().message).toBe(`Your subscription ends on ${endDate}`);
    expect(await statusOf(payer.email)).toBe(STATUS.SIMPLE_USER);

    const resumed = await call('POST', '/stripe/subscription/resume', payer.headers, { subName: 'author-advocacy' });
    expect(resumed.json().data).toMatchObject({ cancel_at_period_end: false, ends_on: null });
    // An account without that subscription (someone else's) finds none.
    const other = await signIn(t.app, 'mustpay@example.com');
    expect((await call('POST', '/stripe/subscription/cancel', other, { subName: 'author-advocacy' })).statusCode).toBe(
      404,
    );
  });

  it('legacy PayPal: shows and cancels the demo account’s subscription', async () => {
    const legacy = await signIn(t.app, 'expert2@example.com');
    const shown = await call('GET', '/paypal/subscription/show', legacy);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ provider: 'paypal', cancel_at_period_end: false });
    const cancelled = await call('GET', '/paypal/subscription/cancel', legacy);
    expect(cancelled.json().data.cancel_at_period_end).toBe(true);
    expect(cancelled.json().message).toMatch(/^Your subscription ends on \d{1,2} \w+ \d{4}$/);
    expect((await call('GET', '/paypal/subscription/show', await signIn(t.app, 'expert@example.com'))).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/subscription-plans')).json().data.length).toBe(9);
  });
});

describe('the sandbox checkout page', () => {
  it('4242… pays: a signed webhook through the same endpoint, then the success page of the shell paid from', async () => {
    const payer = await mustPayExpert('card-ok');
    // The shell at another allowed origin: the payer goes back there; an unknown origin is not followed.
    const shell = 'http://127.0.0.1:8080';
    const { checkout_url, session_id } = await startCheckout({ ...payer.headers, origin: shell });
    const url = new URL(checkout_url);
    expect(url.searchParams.get('return')).toBe(shell);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('GST 9%');
    expect(page.body).toContain('S$4,970.40');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${t.settings.SHELL_PUBLIC_URL}`);
    const post = (search: string) =>
      t.app.inject({
        method: 'POST',
        url: url.pathname + search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'card_number=4242+4242+4242+4242&expiry=12%2F34&cvc=123',
      });
    const paid = await post(`?return=${encodeURIComponent('https://evil.example')}`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.settings.SHELL_PUBLIC_URL}/expert/payment/sucess`);
    // Paid already: the page says so and nothing happens twice.
    expect((await post(url.search)).body).toContain('This checkout is paid.');
    expect(await statusOf(payer.email)).toBe(STATUS.SIMPLE_USER);
    expect(session_id).toMatch(/^cs_sandbox_/);
  });

  it('4000 0000 0000 0002 is declined: the failed page and MUST_PAY; another card is refused on the page', async () => {
    const payer = await mustPayExpert('card-declined');
    const { checkout_url } = await startCheckout({ ...payer.headers, origin: 'http://127.0.0.1:8080' });
    const pagePath = new URL(checkout_url).pathname + new URL(checkout_url).search;
    const post = (card: string) =>
      t.app.inject({
        method: 'POST',
        url: pagePath,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `card_number=${encodeURIComponent(card)}`,
      });
    const other = await post('5555 5555 5555 4444');
    expect(other.statusCode).toBe(422);
    expect(await statusOf(payer.email)).toBe(STATUS.PAYMENT_IN_PROCESS);
    const declined = await post('4000 0000 0000 0002');
    expect(declined.headers.location).toBe('http://127.0.0.1:8080/expert/payment/failed');
    expect(await statusOf(payer.email)).toBe(STATUS.MUST_PAY);
  });

  it('"Cancel and go back" leads where Stripe’s cancel_url does, on the shell paid from; only while open', async () => {
    const payer = await mustPayExpert('card-cancel');
    const shell = 'http://127.0.0.1:8080';
    const { checkout_url } = await startCheckout({ ...payer.headers, origin: shell });
    const url = new URL(checkout_url);
    const get = async (search: string) => (await t.app.inject({ method: 'GET', url: url.pathname + search })).body;
    const cancelLink = (to: string) =>
      `<a href="${to}/expert/payment/failed?reason=cancelled" data-testid="cancel" style="color:#4b5563">Cancel and go back</a>`;
    expect(await get(url.search)).toContain(cancelLink(shell));
    // An origin that is not allowed is not followed: back to SHELL_PUBLIC_URL.
    expect(await get(`?return=${encodeURIComponent('https://evil.example')}`)).toContain(
      cancelLink(t.settings.SHELL_PUBLIC_URL),
    );
    // A card the sandbox does not know: the page again, still with its way out.
    const refused = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=5555555555554444',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(cancelLink(shell));
    // The failed page it leads to closes the checkout: the page is closed, with no link any more.
    expect((await call('POST', '/stripe/checkout/abandon', payer.headers)).json().data.abandoned).toBe(1);
    const closed = await get(url.search);
    expect(closed).toContain('This checkout is expired.');
    expect(closed).not.toContain('Cancel and go back');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/sandbox/checkout/cs_sandbox_none' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('Cancel and go back');
  });

  it('a paid checkout’s page has no way to cancel it', async () => {
    const payer = await mustPayExpert('card-cancel-paid');
    const { checkout_url, session_id } = await startCheckout(payer.headers);
    await deliver('checkout.session.completed', await paidSession(session_id));
    const url = new URL(checkout_url);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('This checkout is paid.');
    expect(page.body).not.toContain('Cancel and go back');
  });

  it('paying@ has an open checkout the sandbox can complete', async () => {
    const paying = await signIn(t.app, 'paying@example.com');
    const status = (await call('GET', '/user/status-update', paying)).json().data;
    expect(status.status).toBe(STATUS.PAYMENT_IN_PROCESS);
    expect(status.checkout_url).toMatch(/\/sandbox\/checkout\/cs_sandbox_demo_paying\?return=/);
  });
});

const DAY_MS = 86_400_000;
const quietLog = { error: () => undefined };

/** The account's newest subscription row. */
const latestSubscription = async (email: string) =>
  (
    await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.user_id, await userId(email)))
      .orderBy(desc(subscriptions.id))
      .limit(1)
  )[0]!;

/** A payer who has paid for a plan through the sandbox's events (SIMPLE_USER), with this subscription reference. */
async function paidExpert(tag: string, subscription: string, plan = 'doctor-proficiency') {
  const payer = await mustPayExpert(tag);
  const { session_id } = await startCheckout(payer.headers, plan);
  await deliver('checkout.session.completed', await paidSession(session_id, { subscription }));
  expect(await statusOf(payer.email)).toBe(STATUS.SIMPLE_USER);
  return payer;
}

/** Moves the subscription's period end to `ms` from now (negative: the period is over), in whole seconds as Stripe's. */
const periodEndsIn = (ref: string, ms: number) =>
  t.app.db
    .update(subscriptions)
    .set({ current_period_end: new Date(Math.floor((Date.now() + ms) / 1000) * 1000).toISOString() })
    .where(eq(subscriptions.provider_ref, ref));

/** A turn of the period-ends job as the runner gives it (made due first: it ran minutes ago). */
async function runPeriodEndsJob() {
  await t.app.db
    .update(scheduledJobs)
    .set({ next_run_at: new Date(0).toISOString() })
    .where(eq(scheduledJobs.name, PERIOD_ENDS_JOB));
  expect(await t.app.jobs.runDue()).toContain(PERIOD_ENDS_JOB);
}

describe('period ends (the subscription-period-ends job)', () => {
  it('a cancelled sandbox subscription past its end ends: expired, MUST_PAY, a notification', async () => {
    const payer = await paidExpert('period-cancelled', 'sub_period_cancelled');
    await call('POST', '/stripe/subscription/cancel', payer.headers, { subName: 'doctor-proficiency' });
    await periodEndsIn('sub_period_cancelled', -60_000);
    // Past its end it gives no access even before the job runs: no plan shown, nothing to resume.
    expect((await call('GET', '/user/status-update', payer.headers)).json().data.subscription).toBeNull();
    const resume = await call('POST', '/stripe/subscription/resume', payer.headers, { subName: 'doctor-proficiency' });
    expect(resume.statusCode).toBe(404);

    await runPeriodEndsJob();
    expect(await statusOf(payer.email)).toBe(STATUS.MUST_PAY);
    expect(await latestSubscription(payer.email)).toMatchObject({ status: 'expired', cancel_at_period_end: false });
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, await userId(payer.email)));
    expect(notes.map((n) => n.data).join(' ')).toContain('Your subscription has ended');
  });

  it('an active sandbox subscription past its end renews by a year through the webhook, once', async () => {
    const payer = await paidExpert('period-renews', 'sub_period_renews');
    await periodEndsIn('sub_period_renews', -3_600_000);
    const before = await latestSubscription(payer.email);
    // Within the renewal's grace it still shows (the renewal is on its way).
    expect((await call('GET', '/user/status-update', payer.headers)).json().data.subscription).not.toBeNull();
    const paymentsNow = async () =>
      (await call('GET', '/stripe/payments', payer.headers)).json().data as {
        receipt_number: string;
        status: string;
      }[];

    // The job runs twice: the sandbox's invoice.paid renews once.
    await runPeriodEndsJob();
    await runPeriodEndsJob();
    const renewed = await latestSubscription(payer.email);
    expect(renewed).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(Date.parse(renewed.current_period_end!) - Date.parse(before.current_period_end!)).toBe(YEAR_MS);
    expect(await statusOf(payer.email)).toBe(STATUS.SIMPLE_USER);
    const [renewal, first] = await paymentsNow();
    expect(first).toBeDefined();
    expect(renewal).toMatchObject({ status: 'succeeded', receipt_number: expect.stringMatching(/^PP-\d{4}-\d{6}$/) });
    expect((await paymentsNow()).length).toBe(2);
    const mails = await t.app.db.select().from(sentMails).where(eq(sentMails.to, payer.email));
    expect(mails.map((m) => m.subject)).toContain(`Your PressPoint receipt ${renewal!.receipt_number}`);

    // Two instances running it at the same moment (past the runner's lock): both send the renewal,
    // the webhook takes it once.
    const sandbox = sandboxProvider({ apiUrl: t.settings.API_PUBLIC_URL, webhookSecret: SECRET });
    sandbox.connect(async (payload, signature) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(answer.statusCode).toBe(200);
    });
    const billing = billingService(t.app.db, {
      provider: sandbox,
      shellUrl: t.settings.SHELL_PUBLIC_URL,
      apiUrl: t.settings.API_PUBLIC_URL,
    });
    // (Another period: a renewal is keyed by its subscription and the period it starts.)
    await periodEndsIn('sub_period_renews', -7_200_000);
    const again = await latestSubscription(payer.email);
    const job = subscriptionPeriodEnds(t.app.db, billing, quietLog);
    const runs = await Promise.all([job.run(), job.run()]);
    expect(runs.map((r) => r.renewed)).toEqual([1, 1]);
    const after = await latestSubscription(payer.email);
    expect(Date.parse(after.current_period_end!) - Date.parse(again.current_period_end!)).toBe(YEAR_MS);
    expect((await paymentsNow()).length).toBe(3);
  });

  it('a legacy PayPal subscription past its end ends (MUST_PAY); a renewing Stripe one is left to Stripe', async () => {
    const payer = await mustPayExpert('period-paypal');
    await t.app.db.update(users).set({ status: STATUS.SIMPLE_USER }).where(eq(users.email, payer.email));
    const [plan] = await t.app.db.select().from(subscriptionPlans).limit(1);
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.app.db.insert(subscriptions).values({
      user_id: await userId(payer.email),
      plan_id: plan!.id,
      status: 'active',
      provider: 'paypal',
      provider_ref: 'I-PERIODPAYPAL',
      current_period_end: past,
    });
    const stripeUser = await mustPayExpert('period-stripe');
    await t.app.db.update(users).set({ status: STATUS.SIMPLE_USER }).where(eq(users.email, stripeUser.email));
    await t.app.db.insert(subscriptions).values({
      user_id: await userId(stripeUser.email),
      plan_id: plan!.id,
      status: 'active',
      provider: 'stripe',
      provider_ref: 'sub_period_stripe',
      current_period_end: past,
    });

    await runPeriodEndsJob();
    expect(await statusOf(payer.email)).toBe(STATUS.MUST_PAY);
    expect((await latestSubscription(payer.email)).status).toBe('expired');
    expect(await statusOf(stripeUser.email)).toBe(STATUS.SIMPLE_USER);
    expect((await latestSubscription(stripeUser.email)).status).toBe('active');
  });
});

describe('leaving the checkout', () => {
  it('abandon closes the open checkout and the account chooses again (MUST_PAY); again changes nothing', async () => {
    const payer = await mustPayExpert('abandon');
    const { session_id, checkout_url } = await startCheckout(payer.headers);
    // Someone else's checkout is not found, and stays open.
    const other = await mustPayExpert('abandon-other');
    const refused = await call('POST', '/stripe/checkout/abandon', other.headers, { session_id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Checkout not found');
    expect(await statusOf(payer.email)).toBe(STATUS.PAYMENT_IN_PROCESS);
    // The other account's own abandon (none open) leaves this one alone too.
    expect((await call('POST', '/stripe/checkout/abandon', other.headers)).json().data.abandoned).toBe(0);
    expect(await statusOf(payer.email)).toBe(STATUS.PAYMENT_IN_PROCESS);

    const left = await call('POST', '/stripe/checkout/abandon', payer.headers);
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toMatchObject({ abandoned: 1, user: { status: STATUS.MUST_PAY } });
    expect(await statusOf(payer.email)).toBe(STATUS.MUST_PAY);
    const [row] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session_id));
    expect(row!.status).toBe('expired');
    expect((await call('GET', '/user/status-update', payer.headers)).json().data.checkout_url).toBeNull();
    // The sandbox's page no longer takes a card for it.
    const url = new URL(checkout_url);
    const paid = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4242424242424242',
    });
    expect(paid.body).toContain('This checkout is expired.');
    expect(await statusOf(payer.email)).toBe(STATUS.MUST_PAY);

    const again = await call('POST', '/stripe/checkout/abandon', payer.headers, { session_id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ abandoned: 0, user: { status: STATUS.MUST_PAY } });
  });

  it('a paid checkout cannot be abandoned', async () => {
    const payer = await mustPayExpert('abandon-paid');
    const { session_id } = await startCheckout(payer.headers);
    await deliver('checkout.session.completed', await paidSession(session_id, { subscription: 'sub_abandon_paid' }));
    const refused = await call('POST', '/stripe/checkout/abandon', payer.headers, { session_id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This checkout is already paid');
    expect((await call('POST', '/stripe/checkout/abandon', payer.headers)).json().data).toMatchObject({
      abandoned: 0,
      user: { status: STATUS.SIMPLE_USER },
    });
    expect(await statusOf(payer.email)).toBe(STATUS.SIMPLE_USER);
    expect((await latestSubscription(payer.email)).status).toBe('active');
  });
});

describe('a change of plan at the provider', () => {
  /** The billing service of this app's database with another provider (a spy, or Stripe with a fake client). */
  const serviceWith = (provider: PaymentProvider) =>
    billingService(t.app.db, {
      provider,
      shellUrl: t.settings.SHELL_PUBLIC_URL,
      apiUrl: t.settings.API_PUBLIC_URL,
    });
  const userRow = async (email: string) =>
    (await t.app.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, email) }))[0]!;
  const completed = async (id: string, subscription: string) => ({
    id: `evt_change_${id}`,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: await paidSession(id, { subscription }) },
  });

  it('the replaced subscription is cancelled at the provider, not only here (sandbox)', async () => {
    const payer = await paidExpert('change-sandbox', 'sub_change_old');
    const sandbox = sandboxProvider({ apiUrl: t.settings.API_PUBLIC_URL, webhookSecret: SECRET });
    const cancel = mock.fn(async (_ref: string) => undefined);
    const billing = serviceWith({ ...sandbox, cancelSubscription: cancel });
    const started = await billing.startCheckout(await userRow(payer.email), 'doctor-advocacy');
    await billing.handleEvent(await completed(started.session_id, 'sub_change_new'));
    expect(cancel.mock.calls.map((c) => c.arguments[0])).toEqual(['sub_change_old']);
    const rows = await t.app.db
      .select({ ref: subscriptions.provider_ref, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.user_id, await userId(payer.email)))
      .orderBy(subscriptions.id);
    expect(rows).toEqual([
      { ref: 'sub_change_old', status: 'expired' },
      { ref: 'sub_change_new', status: 'active' },
    ]);
  });

  it('on Stripe: subscriptions.cancel for the old one; leaving the checkout expires its session', async () => {
    const calls: string[] = [];
    let sessionState: 'open' | 'complete' = 'open';
    let sessions = 0;
    const fake = {
      checkout: {
        sessions: {
          create: async (params: { cancel_url: string }) => {
            calls.push(`create ${params.cancel_url}`);
            return { id: `cs_test_fake_${++sessions}`, url: 'https://checkout.stripe.test/pay' };
          },
          expire: async (id: string) => {
            if (sessionState !== 'open')
              throw Object.assign(new Error('not open'), { code: 'checkout_session_not_open' });
            calls.push(`expire ${id}`);
            return { id, status: 'expired' };
          },
          retrieve: async (id: string) => ({ id, status: sessionState }),
        },
      },
      subscriptions: {
        update: async () => ({}),
        cancel: async (id: string) => {
          calls.push(`cancel ${id}`);
          return { id, status: 'canceled' };
        },
        retrieve: async (id: string) => ({ id, status: 'active' }),
      },
    } as unknown as StripeClient;
    const stripe = stripeProvider({ secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake_0123456789', client: fake });
    const billing = serviceWith(stripe);
    const payer = await mustPayExpert('change-stripe');
    await t.app.db.update(users).set({ status: STATUS.SIMPLE_USER }).where(eq(users.email, payer.email));
    const [plan] = await t.app.db.select().from(subscriptionPlans).limit(1);
    await t.app.db.insert(subscriptions).values({
      user_id: await userId(payer.email),
      plan_id: plan!.id,
      status: 'active',
      provider: 'stripe',
      provider_ref: 'sub_stripe_old',
      current_period_end: new Date(Date.now() + 100 * DAY_MS).toISOString(),
    });
    const user = await userRow(payer.email);

    const first = await billing.startCheckout(user, 'author-advocacy');
    expect(calls[0]).toBe(`create ${t.settings.SHELL_PUBLIC_URL}/expert/payment/failed?reason=cancelled`);
    await billing.handleEvent(await completed(first.session_id, 'sub_stripe_new'));
    expect(calls).toContain('cancel sub_stripe_old');
    expect((await latestSubscription(payer.email)).provider_ref).toBe('sub_stripe_new');

    // A second checkout, left: Stripe expires the session.
    const second = await billing.startCheckout(user, 'doctor-visibility');
    expect((await billing.abandonCheckout(user)).abandoned).toBe(1);
    expect(calls).toContain(`expire ${second.session_id}`);
    // One paid at Stripe meanwhile (its event on the way) stays open for its webhook.
    const third = await billing.startCheckout(user, 'doctor-visibility');
    sessionState = 'complete';
    expect((await billing.abandonCheckout(user)).abandoned).toBe(0);
    const [row] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, third.session_id));
    expect(row!.status).toBe('open');
  });
});
