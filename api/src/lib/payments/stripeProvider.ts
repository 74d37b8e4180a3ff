import Stripe from 'stripe';
import type { PaymentProvider } from './provider';
import { verifySignedEvent } from './verify';

/**
 * Real Stripe through the official SDK: a Checkout Session in subscription mode with the plan's
 * yearly price and its GST as line items (no products to create beforehand), the subscription
 * cancelled or resumed at the period's end. Stripe's events come back to the same webhook.
 */
export function stripeProvider(options: { secretKey: string; webhookSecret: string }): PaymentProvider {
  const stripe = new Stripe(options.secretKey);
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
  };
}
