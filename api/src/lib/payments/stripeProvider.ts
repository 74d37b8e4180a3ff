import Stripe from 'stripe';
import type { PaymentProvider } from './provider';
import { verifySignedEvent } from './verify';

/** The parts of the Stripe SDK used here (a test gives a fake; no network). */
export type StripeClient = {
  checkout: { sessions: Pick<Stripe['checkout']['sessions'], 'create' | 'expire' | 'retrieve'> };
  subscriptions: Pick<Stripe['subscriptions'], 'update' | 'cancel' | 'retrieve'>;
  invoicePayments: Pick<Stripe['invoicePayments'], 'list'>;
  refunds: Pick<Stripe['refunds'], 'create'>;
};

/** Said when a payment has no paid invoice at Stripe to refund (a row made without one). */
export const NO_STRIPE_PAYMENT = 'Stripe has no paid invoice for this payment.';

/** Stripe's answer when the object does not exist (any more). */
const missing = (error: unknown) => (error as { code?: string })?.code === 'resource_missing';

/**
 * Real Stripe through the official SDK: a Checkout Session in subscription mode with the plan's
 * yearly price and its GST as line items (no products to create beforehand), the subscription
 * cancelled or resumed at the period's end, or cancelled at once when a new plan replaces it.
 * Stripe renews by itself; its events come back to the same webhook.
 */
export function stripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  client?: StripeClient;
}): PaymentProvider {
  const stripe: StripeClient = options.client ?? new Stripe(options.secretKey);
  const yearly = (name: string, cents: number, currency: string) => ({
    quantity: 1,
    price_data: {
      currency: currency.toLowerCase(),
      unit_amount: cents,
      recurring: { interval: 'year' as const },
      product_data: { name },
    },
  });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer_email: request.email,
        client_reference_id: request.reference,
        metadata: { reference: request.reference, user_id: String(request.userId), plan_id: String(request.plan.id) },
        subscription_data: { metadata: { reference: request.reference, user_id: String(request.userId) } },
        line_items: [
          yearly(request.plan.name, request.plan.price_cents, request.plan.currency),
          yearly('GST', request.gst_cents, request.plan.currency),
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      return { id: session.id, url: session.url! };
    },
    verifyWebhook: (rawBody, signature) => verifySignedEvent(rawBody, signature, options.webhookSecret),
    async setCancelAtPeriodEnd(subscriptionRef, cancel) {
      await stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: cancel });
    },
    async cancelSubscription(subscriptionRef) {
      try {
        await stripe.subscriptions.cancel(subscriptionRef);
      } catch (error) {
        // Cancelled before (a retried webhook) or gone: nothing is charged any more either way.
        if (missing(error)) return;
        const now = await stripe.subscriptions.retrieve(subscriptionRef).catch(() => null);
        if (now && (now.status === 'canceled' || now.status === 'incomplete_expired')) return;
        throw error;
      }
    },
    /**
     * The invoice's paid payment (a PaymentIntent, or a bare charge) refunded in full, with a
     * key Stripe keeps for 24 hours, so a retried call does not refund twice.
     */
    async refundPayment(refund) {
      // Billing records `in_{checkout id}` when a checkout came without an invoice: no invoice to refund.
      const ref = refund.paymentRef;
      if (!ref?.startsWith('in_') || ref.startsWith('in_cs_')) throw new Error(NO_STRIPE_PAYMENT);
      const paid = await stripe.invoicePayments.list({ invoice: ref, status: 'paid', limit: 1 });
      const payment = paid.data[0]?.payment;
      const id = (ref: string | { id: string } | undefined) => (typeof ref === 'string' ? ref : ref?.id);
      const target = payment?.payment_intent
        ? { payment_intent: id(payment.payment_intent) }
        : payment?.charge
          ? { charge: id(payment.charge) }
          : null;
      if (!target) throw new Error(NO_STRIPE_PAYMENT);
      const made = await stripe.refunds.create(
        { ...target, reason: 'requested_by_customer', metadata: refund.metadata },
        { idempotencyKey: refund.key },
      );
      return { id: made.id };
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        // Only an open session can be expired: one paid meanwhile, or expired before, says so.
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
        if (session?.status === 'complete') return 'complete';
        if (session?.status === 'expired' || missing(error)) return 'expired';
        throw error;
      }
    },
  };
}
