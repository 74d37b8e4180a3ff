import type { Settings } from '../../config/settings';
import { sandboxProvider } from './sandboxProvider';
import { stripeProvider } from './stripeProvider';
import type { PaymentProvider } from './provider';

export * from './provider';
export {
  sandboxCheckoutUrl,
  sandboxProvider,
  SANDBOX_CARDS,
  type SandboxProvider,
  type SandboxTransport,
} from './sandboxProvider';
export { stripeProvider, type StripeClient } from './stripeProvider';
export { signPayload } from './verify';

/** Stripe when both of its settings are given, else the sandbox. */
export function paymentProviderFromSettings(
  settings: Pick<Settings, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'SANDBOX_WEBHOOK_SECRET' | 'API_PUBLIC_URL'>,
): PaymentProvider {
  if (settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET)
    return stripeProvider({ secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET });
  return sandboxProvider({ apiUrl: settings.API_PUBLIC_URL, webhookSecret: settings.SANDBOX_WEBHOOK_SECRET });
}
