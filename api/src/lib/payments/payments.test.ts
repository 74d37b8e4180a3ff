import { describe, it } from 'node:test';
import Stripe from 'stripe';
import { expect } from '../../../test/expect';
import { loadSettings } from '../../config/settings';
import { paymentProviderFromSettings, sandboxProvider } from './index';

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
