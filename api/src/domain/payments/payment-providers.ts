import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentProviders } from './payment-provider';
import { braintreeProvider, type BraintreeSettings } from './braintree-provider';
import { paypalProvider, type PaypalSettings } from './paypal-provider';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider, type StripeSettings } from './stripe-provider';
import { isDevelopment } from '../../development';

/** Which providers an API runs with: each real one only when its keys are set. */
export interface PaymentSettings {
  stripe: StripeSettings | null;
  paypal: PaypalSettings | null;
  /** Cards through Braintree when Stripe is not configured. */
  braintree?: BraintreeSettings | null;
  /** How long the sandbox's "processing" card stays processing (SANDBOX_SETTLE_MS). */
  sandboxSettleMs?: number;
  /** False: no sandbox for cards without Stripe or Braintree (then no card method is offered). */
  sandbox?: boolean;
}

/**
 * STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET + STRIPE_PUBLISHABLE_KEY turn Stripe on for cards;
 * PAYPAL_CLIENT_ID + PAYPAL_CLIENT_SECRET + PAYPAL_WEBHOOK_ID (PAYPAL_ENVIRONMENT production or
 * sandbox) turn PayPal on. BRAINTREE_MERCHANT_ID + BRAINTREE_PUBLIC_KEY + BRAINTREE_PRIVATE_KEY
 * (BRAINTREE_ENVIRONMENT) send cards to Braintree when Stripe is not set; BRAINTREE_MERCHANT_ACCOUNT_ID
 * names the merchant account its sales are made in (it charges in that account's currency, so one in
 * the shop's; the default account otherwise). Without either, cards go
 * to the built-in sandbox, except outside development (see isDevelopment): there its test cards would pay real orders (the
 * kitchen cooks, points are earned), so no card is offered unless SANDBOX_PAYMENTS=on says so (a
 * staging deployment). The providers' environments default to production there for the same reason.
 */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID } = env;
  const production = !isDevelopment(env);
  const environment = (asked: string | undefined) => ((asked ?? (production ? 'production' : 'sandbox')) === 'production' ? 'production' : 'sandbox');
  return {
    stripe:
      STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET && STRIPE_PUBLISHABLE_KEY
        ? { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, publishableKey: STRIPE_PUBLISHABLE_KEY }
        : null,
    paypal:
      PAYPAL_CLIENT_ID && PAYPAL_CLIENT_SECRET && PAYPAL_WEBHOOK_ID
        ? {
            clientId: PAYPAL_CLIENT_ID,
            clientSecret: PAYPAL_CLIENT_SECRET,
            webhookId: PAYPAL_WEBHOOK_ID,
            environment: environment(env.PAYPAL_ENVIRONMENT),
          }
        : null,
    braintree:
      env.BRAINTREE_MERCHANT_ID && env.BRAINTREE_PUBLIC_KEY && env.BRAINTREE_PRIVATE_KEY
        ? {
            merchantId: env.BRAINTREE_MERCHANT_ID,
            publicKey: env.BRAINTREE_PUBLIC_KEY,
            privateKey: env.BRAINTREE_PRIVATE_KEY,
            environment: environment(env.BRAINTREE_ENVIRONMENT),
            ...(env.BRAINTREE_MERCHANT_ACCOUNT_ID ? { merchantAccountId: env.BRAINTREE_MERCHANT_ACCOUNT_ID } : {}),
          }
        : null,
    ...(env.SANDBOX_SETTLE_MS ? { sandboxSettleMs: Number(env.SANDBOX_SETTLE_MS) } : {}),
    sandbox: !production || env.SANDBOX_PAYMENTS === 'on',
  };
}

export function paymentProviders(settings: PaymentSettings, db: Kysely<Database>, now: () => Date): PaymentProviders {
  return {
    card: settings.stripe
      ? stripeProvider(settings.stripe)
      : settings.braintree
        ? braintreeProvider(settings.braintree)
        : settings.sandbox === false
          ? null
          : sandboxProvider(db, now, settings.sandboxSettleMs),
    paypal: settings.paypal ? paypalProvider(settings.paypal) : null,
  };
}
