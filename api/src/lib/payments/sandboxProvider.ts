import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, PaymentProvider } from './provider';
import { verifySignedEvent } from './verify';

/** The sandbox's checkout page; `returnTo` is the shell's origin the payer goes back to. */
export const sandboxCheckoutUrl = (apiUrl: string, id: string, returnTo: string) =>
  `${apiUrl}/api/v1/sandbox/checkout/${id}?return=${encodeURIComponent(new URL(returnTo).origin)}`;

/** The test cards the sandbox page knows (Stripe's own test numbers). */
export const SANDBOX_CARDS = { SUCCEEDS: '4242424242424242', DECLINED: '4000000000000002' } as const;

/**
 * The default provider: no network. Its checkout page is served by this API
 * (`/api/v1/sandbox/checkout/{id}`); paying there sends a signed webhook to the same endpoint Stripe
 * would call. The signing secret is SANDBOX_WEBHOOK_SECRET, or made at start for this process only.
 */
export function sandboxProvider(options: { apiUrl: string; webhookSecret?: string }) {
  const secret = options.webhookSecret || `whsec_${randomBytes(24).toString('base64url')}`;
  const provider: PaymentProvider & { readonly webhookSecret: string } = {
    name: 'sandbox',
    webhookSecret: secret,
    async createCheckout(request: CheckoutRequest) {
      const id = `cs_sandbox_${randomBytes(12).toString('hex')}`;
      return { id, url: sandboxCheckoutUrl(options.apiUrl, id, new URL(request.successUrl).origin) };
    },
    verifyWebhook: (rawBody, signature) => verifySignedEvent(rawBody, signature, secret),
    // The sandbox's subscriptions live only in our rows: nothing to tell anyone.
    async setCancelAtPeriodEnd() {},
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
