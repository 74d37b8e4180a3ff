import { createHash, randomBytes } from 'node:crypto';
import type { CheckoutRequest, PaymentProvider, RenewalRequest } from './provider';
import { signPayload, verifySignedEvent } from './verify';

/** The sandbox's checkout page; `returnTo` is the shell's origin the payer goes back to. */
export const sandboxCheckoutUrl = (apiUrl: string, id: string, returnTo: string) =>
  `${apiUrl}/api/v1/sandbox/checkout/${id}?return=${encodeURIComponent(new URL(returnTo).origin)}`;

/** The test cards the sandbox page knows (Stripe's own test numbers). */
export const SANDBOX_CARDS = { SUCCEEDS: '4242424242424242', DECLINED: '4000000000000002' } as const;

/** Posts a signed payload to the webhook endpoint (the API's own, in process). */
export type SandboxTransport = (payload: string, signature: string) => Promise<void>;

/**
 * The default provider: no network. Its checkout page is served by this API
 * (`/api/v1/sandbox/checkout/{id}`); paying there sends a signed webhook to the same endpoint Stripe
 * would call, and so does a renewal when a period ends. The signing secret is SANDBOX_WEBHOOK_SECRET,
 * or made at start for this process only. Its checkouts and subscriptions live only in our rows.
 */
export function sandboxProvider(options: { apiUrl: string; webhookSecret?: string }) {
  const secret = options.webhookSecret || `whsec_${randomBytes(24).toString('base64url')}`;
  let transport: SandboxTransport | null = null;

  /** Sends one Stripe-shaped event, signed as Stripe signs; `id` makes a repeated send the same event. */
  async function deliver(type: string, object: Record<string, unknown>, id?: string) {
    if (!transport) throw new Error('The sandbox provider has no webhook to deliver to');
    const payload = JSON.stringify({
      id: id ?? `evt_sandbox_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    await transport(payload, signPayload(payload, secret));
  }

  const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

  const provider: PaymentProvider & {
    readonly webhookSecret: string;
    /** Where its events go: the webhook route, given when the routes are registered. */
    connect(send: SandboxTransport): void;
    deliver: typeof deliver;
  } = {
    name: 'sandbox',
    webhookSecret: secret,
    connect(send) {
      transport = send;
    },
    deliver,
    async createCheckout(request: CheckoutRequest) {
      const id = `cs_sandbox_${randomBytes(12).toString('hex')}`;
      return { id, url: sandboxCheckoutUrl(options.apiUrl, id, new URL(request.successUrl).origin) };
    },
    verifyWebhook: (rawBody, signature) => verifySignedEvent(rawBody, signature, secret),
    // Nothing to tell anyone: the caller's row is the sandbox's record.
    async setCancelAtPeriodEnd() {},
    async cancelSubscription() {},
    // The checkout's row is its session: once the caller marks it expired, the page refuses to pay.
    expireCheckout: async () => 'expired',
    // No money moved, so none goes back: the refund's id follows from its key (a repeat is the same).
    refundPayment: async (refund) => ({
      id: `re_sandbox_${createHash('sha256').update(refund.key).digest('hex').slice(0, 24)}`,
    }),
    /**
     * The renewal's invoice, paid (the sandbox keeps no card: it always goes through), as Stripe's
     * `invoice.paid` for a `subscription_cycle`. The event and invoice ids follow from the
     * subscription and its period, so a renewal sent twice is one event, processed once.
     */
    async renewSubscription(renewal: RenewalRequest) {
      const key = `${renewal.subscriptionRef}_${seconds(renewal.periodStart)}`;
      await deliver(
        'invoice.paid',
        {
          id: `in_sandbox_renewal_${key}`,
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          status: 'paid',
          subscription: renewal.subscriptionRef,
          amount_paid: renewal.amount_cents,
          currency: renewal.currency.toLowerCase(),
          metadata: { user_id: String(renewal.userId) },
          lines: {
            data: [{ period: { start: seconds(renewal.periodStart), end: seconds(renewal.periodEnd) } }],
          },
        },
        `evt_sandbox_renewal_${key}`,
      );
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
