import { describe, it } from 'node:test';
import Stripe from 'stripe';
import { expect } from '../../../test/expect';
import { loadSettings } from '../../config/settings';
import {
  NO_STRIPE_PAYMENT,
  paymentProviderFromSettings,
  sandboxProvider,
  stripeProvider,
  type StripeClient,
} from './index';

const API = { API_PUBLIC_URL: 'http://localhost:3000' };
const signed = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const event = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } });

describe('the payment provider', () => {
  it('is real Stripe with both Stripe settings (no network until used), else the sandbox', () => {
    const stripe = paymentProviderFromSettings({
      ...API,
      STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_stripe_endpoint_secret',
    });
    expect(stripe.name).toBe('stripe');
    // It checks Stripe's deliveries with the endpoint's secret, and nothing signed otherwise.
    expect(stripe.verifyWebhook(Buffer.from(event), signed(event, 'whsec_stripe_endpoint_secret')).id).toBe('evt_1');
    expect(() => stripe.verifyWebhook(Buffer.from(event), signed(event, 'whsec_sandbox_secret_value'))).toThrow();
    expect(paymentProviderFromSettings({ ...API }).name).toBe('sandbox');
  });

  it('is never the sandbox in production unless PAYMENTS_SANDBOX asks for it', () => {
    expect(() => paymentProviderFromSettings({ ...API, NODE_ENV: 'production' })).toThrow(
      /production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(paymentProviderFromSettings({ ...API, NODE_ENV: 'production', PAYMENTS_SANDBOX: true }).name).toBe(
      'sandbox',
    );
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(paymentProviderFromSettings({ ...API, ...stripe, NODE_ENV: 'production' }).name).toBe('stripe');
  });

  it('refuses one Stripe setting without the other', () => {
    // The install's own secrets given, so nothing is written to a data directory.
    const secrets = { PUSHER_APP_SECRET: 'p'.repeat(32), CAPTCHA_HMAC_KEY: 'c'.repeat(32) };
    expect(() => loadSettings({ NODE_ENV: 'test', ...secrets, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither/,
    );
  });

  it('the sandbox makes its own secret per process unless SANDBOX_WEBHOOK_SECRET is given', () => {
    const a = sandboxProvider({ apiUrl: API.API_PUBLIC_URL });
    const b = sandboxProvider({ apiUrl: API.API_PUBLIC_URL });
    expect(a.webhookSecret).not.toBe(b.webhookSecret);
    expect(() => b.verifyWebhook(Buffer.from(event), signed(event, a.webhookSecret))).toThrow();
    const given = sandboxProvider({ apiUrl: API.API_PUBLIC_URL, webhookSecret: 'whsec_given_0123456789' });
    expect(given.verifyWebhook(Buffer.from(event), signed(event, 'whsec_given_0123456789')).type).toBe('invoice.paid');
    // A delivery signed more than 300 s ago is a replay.
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(() => given.verifyWebhook(Buffer.from(event), signed(event, 'whsec_given_0123456789', old))).toThrow();
  });
});

describe('Stripe’s immediate cancel and checkout expiry (a fake client: no network)', () => {
  const stripeError = (code: string) => Object.assign(new Error(code), { code });
  function fakeStripe(state: { subscription: string; session: string; gone?: boolean }) {
    const calls: string[] = [];
    const client = {
      checkout: {
        sessions: {
          expire: async (id: string) => {
            calls.push(`expire ${id}`);
            if (state.session !== 'open') throw stripeError('checkout_session_not_open');
            state.session = 'expired';
          },
          retrieve: async (id: string) => ({ id, status: state.session }),
        },
      },
      subscriptions: {
        cancel: async (id: string) => {
          calls.push(`cancel ${id}`);
          if (state.gone) throw stripeError('resource_missing');
          if (state.subscription === 'canceled') throw stripeError('subscription_canceled');
          state.subscription = 'canceled';
        },
        retrieve: async (id: string) => ({ id, status: state.subscription }),
      },
    } as unknown as StripeClient;
    const provider = stripeProvider({ secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake_0123', client });
    return { provider, calls };
  }

  it('cancels at once; one cancelled before or gone counts as cancelled; other failures are thrown', async () => {
    const state = { subscription: 'active', session: 'open' };
    const { provider, calls } = fakeStripe(state);
    await provider.cancelSubscription('sub_1');
    expect(state.subscription).toBe('canceled');
    await provider.cancelSubscription('sub_1');
    expect(calls).toEqual(['cancel sub_1', 'cancel sub_1']);
    await fakeStripe({ subscription: 'active', session: 'open', gone: true }).provider.cancelSubscription('sub_2');
    const refusing = stripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_fake_0123',
      client: {
        subscriptions: {
          cancel: async () => {
            throw stripeError('api_connection_error');
          },
          retrieve: async () => ({ status: 'active' }),
        },
      } as unknown as StripeClient,
    });
    await expect(refusing.cancelSubscription('sub_3')).rejects.toThrow('api_connection_error');
  });

  it('expires an open checkout session; a paid one answers complete; an expired one expired', async () => {
    const state = { subscription: 'active', session: 'open' };
    const { provider, calls } = fakeStripe(state);
    expect(await provider.expireCheckout('cs_1')).toBe('expired');
    expect(calls).toEqual(['expire cs_1']);
    expect(await provider.expireCheckout('cs_1')).toBe('expired');
    expect(await fakeStripe({ subscription: 'active', session: 'complete' }).provider.expireCheckout('cs_2')).toBe(
      'complete',
    );
  });
});

describe('refunds (a staff member’s, issue 26)', () => {
  function fakeStripe(payment: { payment_intent?: string; charge?: string } | null) {
    const calls: unknown[] = [];
    const client = {
      invoicePayments: {
        list: async (params: unknown) => {
          calls.push(['list', params]);
          return { data: payment ? [{ payment }] : [] };
        },
      },
      refunds: {
        create: async (params: unknown, options: unknown) => {
          calls.push(['refund', params, options]);
          return { id: 're_1' };
        },
      },
    } as unknown as StripeClient;
    return { provider: stripeProvider({ secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake_0123', client }), calls };
  }
  const refund = (paymentRef: string | null) => ({
    paymentRef,
    amount_cents: 26_160,
    currency: 'SGD',
    key: 'refund-payment-7',
    metadata: { payment_id: '7' },
  });

  it('refunds the invoice’s paid PaymentIntent (or its bare charge) in full, with the payment’s key', async () => {
    const { provider, calls } = fakeStripe({ payment_intent: 'pi_1' });
    expect(await provider.refundPayment(refund('in_1'))).toEqual({ id: 're_1' });
    expect(calls).toEqual([
      ['list', { invoice: 'in_1', status: 'paid', limit: 1 }],
      [
        'refund',
        { payment_intent: 'pi_1', reason: 'requested_by_customer', metadata: { payment_id: '7' } },
        { idempotencyKey: 'refund-payment-7' },
      ],
    ]);
    const charge = fakeStripe({ charge: 'ch_1' });
    await charge.provider.refundPayment(refund('in_2'));
    expect(charge.calls[1]).toEqual([
      'refund',
      { charge: 'ch_1', reason: 'requested_by_customer', metadata: { payment_id: '7' } },
      { idempotencyKey: 'refund-payment-7' },
    ]);
  });

  it('refuses a payment with no paid invoice at Stripe; the sandbox answers the same refund for the same key', async () => {
    await expect(fakeStripe(null).provider.refundPayment(refund('in_3'))).rejects.toThrow(NO_STRIPE_PAYMENT);
    await expect(fakeStripe({ payment_intent: 'pi_1' }).provider.refundPayment(refund('in_cs_x'))).rejects.toThrow(
      NO_STRIPE_PAYMENT,
    );
    await expect(fakeStripe({ payment_intent: 'pi_1' }).provider.refundPayment(refund(null))).rejects.toThrow(
      NO_STRIPE_PAYMENT,
    );
    const sandbox = sandboxProvider({ apiUrl: API.API_PUBLIC_URL });
    const first = await sandbox.refundPayment(refund('in_4'));
    expect(first.id).toMatch(/^re_sandbox_/);
    expect(await sandbox.refundPayment(refund('in_4'))).toEqual(first);
  });
});
