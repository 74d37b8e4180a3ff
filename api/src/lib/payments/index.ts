import { PRODUCTION_NEEDS_PAYMENTS, type Settings } from '../../config/settings';
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
export { NO_STRIPE_PAYMENT, stripeProvider, type StripeClient } from './stripeProvider';
export { signPayload } from './verify';

/**
 * Stripe when both of its settings are given, else the sandbox; never the sandbox in production
 * unless PAYMENTS_SANDBOX asks for it (`loadSettings` refuses that already; this holds for settings
 * made otherwise too).
 */
export function paymentProviderFromSettings(
  settings: Pick<
    Settings,
    'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'SANDBOX_WEBHOOK_SECRET' | 'API_PUBLIC_URL'
  > &
    Partial<Pick<Settings, 'NODE_ENV' | 'PAYMENTS_SANDBOX'>>,
): PaymentProvider {
  if (settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET)
    return stripeProvider({ secretKey: settings.STRIPE_SECRET_KEY, webhookSecret: settings.STRIPE_WEBHOOK_SECRET });
  if (settings.NODE_ENV === 'production' && !settings.PAYMENTS_SANDBOX) throw new Error(PRODUCTION_NEEDS_PAYMENTS);
  return sandboxProvider({ apiUrl: settings.API_PUBLIC_URL, webhookSecret: settings.SANDBOX_WEBHOOK_SECRET });
}
