/**
 * The payment provider behind one interface (as mail and realtime are): real Stripe when
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the sandbox inside this API. Either
 * one's webhooks arrive at the same endpoint and run the same code (billing.service.ts).
 */
export type ProviderName = 'sandbox' | 'stripe';

/** A provider event as Stripe shapes it; the sandbox sends the same shape. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export interface CheckoutRequest {
  /** Our checkout_sessions row's reference, carried back by the provider's events. */
  reference: string;
  userId: number;
  email: string;
  plan: { id: number; slug: string; name: string; price_cents: number; currency: string };
  gst_cents: number;
  successUrl: string;
  cancelUrl: string;
}

/** A subscription whose paid period has ended and that is not cancelled: the next year is charged. */
export interface RenewalRequest {
  subscriptionRef: string;
  userId: number;
  /** The period that begins: the old period's end, and a year later (ISO). */
  periodStart: string;
  periodEnd: string;
  /** What is charged, GST included, in cents of `currency`. */
  amount_cents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts a checkout: the provider's session id and the page the payer is sent to. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /**
   * The event of a webhook delivery, once its signature over the raw body is checked and its
   * timestamp is no older than `WEBHOOK_TOLERANCE_S`; throws otherwise.
   */
  verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent;
  /** Cancel at the period's end (`true`) or undo that (`false`); the access stays until then. */
  setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<void>;
  /**
   * Ends a subscription now, charging nothing more (a change of plan replaced it). One that has
   * already ended, or that the provider no longer knows, counts as cancelled.
   */
  cancelSubscription(subscriptionRef: string): Promise<void>;
  /**
   * Closes an open checkout the payer left, so it can no longer be paid: `'expired'` (also when
   * it had expired before), or `'complete'` when it was paid meanwhile (its webhook decides then).
   */
  expireCheckout(sessionId: string): Promise<'expired' | 'complete'>;
  /**
   * Charges the next period of a subscription whose period has ended, as the provider's own billing
   * does, and sends its signed `invoice.paid` event to the webhook: the sandbox's. Stripe has none
   * (it renews by itself and tells us by webhook).
   */
  renewSubscription?(renewal: RenewalRequest): Promise<void>;
  /**
   * Gives a succeeded payment back in full (a staff member's refund). `paymentRef` is our payment's
   * `provider_ref` (Stripe: the invoice); the same `key` makes a repeated call the same refund.
   * Answers the provider's refund id; throws when the provider refuses.
   */
  refundPayment(refund: RefundRequest): Promise<{ id: string }>;
}

export interface RefundRequest {
  paymentRef: string | null;
  amount_cents: number;
  currency: string;
  /** Idempotency: one refund per payment however often it is asked. */
  key: string;
  metadata: Record<string, string>;
}

/** A delivery signed longer ago than this is refused (a replay). */
export const WEBHOOK_TOLERANCE_S = 300;
