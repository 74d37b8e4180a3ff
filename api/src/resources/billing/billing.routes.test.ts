import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { STATUS } from 'mf-shared/roles';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';
import { notifications, payments, sentMails, subscriptions, users } from '../../db/schema';

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

/** Starts a checkout for the plan and answers its session id. */
async function startCheckout(headers: Record<string, string>, plan = 'doctor-proficiency') {
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
    const first = await deliver('checkout.session.completed', { id: session_id, amount_total: 497_040 }, event);
    const again = await deliver('checkout.session.completed', { id: session_id, amount_total: 497_040 }, event);
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

    await deliver('checkout.session.completed', { id: started.session_id, amount_total: 497_040 });
    const now = (await call('GET', '/user/status-update', payer.headers)).json().data;
    expect(now.status).toBe(STATUS.SIMPLE_USER);
    expect(now.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false, ends_on: null });
    expect(now.subscription.plan.slug).toBe('doctor-proficiency');
    const days = (Date.parse(now.subscription.current_period_end) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    const [payment] = (await call('GET', '/stripe/payments', payer.headers)).json().data;
    expect(payment).toMatchObject({ status: 'succeeded', amount_cents: 497_040, gst_cents: 41_040 });
    expect(payment.receipt_number).toMatch(/^PP-\d{4}-\d{6}$/);
    const [mail] = await t.app.db.select().from(sentMails).where(eq(sentMails.to, payer.email));
    expect(mail!.subject).toBe(`Your PressPoint receipt ${payment.receipt_number}`);
    expect(mail!.text).toContain('GST 9%: S$410.40');
    expect(mail!.text).toContain('Total paid: S$4,970.40');
    const receipt = await call('GET', `/stripe/receipts/${payment.id}`, payer.headers);
    expect(receipt.headers['content-type']).toContain('text/html');
    expect(receipt.headers['content-disposition']).toContain(`receipt-${payment.receipt_number}.html`);
    expect(receipt.body).toContain('GST 9%');
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
    await deliver('checkout.session.completed', { id: session_id, subscription: 'sub_renew_1' });
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
    await deliver('checkout.session.completed', { id: second.session_id, subscription: 'sub_deleted_1' });
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
    await deliver('checkout.session.completed', { id: session_id });
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
    expect((await call('GET', '/subscription-plans')).json().data.length).toBe(6);
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

  it('paying@ has an open checkout the sandbox can complete', async () => {
    const paying = await signIn(t.app, 'paying@example.com');
    const status = (await call('GET', '/user/status-update', paying)).json().data;
    expect(status.status).toBe(STATUS.PAYMENT_IN_PROCESS);
    expect(status.checkout_url).toMatch(/\/sandbox\/checkout\/cs_sandbox_demo_paying\?return=/);
  });
});
