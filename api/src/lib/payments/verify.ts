import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_S, type ProviderEvent } from './provider';

/**
 * Stripe's own check of a `Stripe-Signature` header (`t=…,v1=HMAC-SHA256(secret, t.rawBody)`):
 * the sandbox signs the same way, so both providers' deliveries are checked by the official SDK.
 */
export function verifySignedEvent(rawBody: Buffer, signature: string, secret: string): ProviderEvent {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_S) as unknown as ProviderEvent;
}

/** A `Stripe-Signature` header for this payload, signed now (the sandbox's deliveries, the tests). */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
