import Stripe from 'stripe';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import { WebhookSignatureError, type PaymentProvider, type ProviderStatus } from './payment-provider';
import { stripeStoredCards } from './stripe-stored-cards';
import { PROVIDER_CALL_TIMEOUT_MS } from './provider-timeout';

export interface StripeSettings {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_...). */
  webhookSecret: string;
  /** Handed to the browser for the Payment Element (pk_...). */
  publishableKey: string;
}

/** Currencies Stripe counts without minor units. */
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);

export function minorUnits(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? Math.round(amount) : Math.round(amount * 100);
}

/** A PaymentIntent's status in spec §4 words; an intent that needs the customer again is not a failure until it failed. */
export function statusOfIntent(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): ProviderStatus {
  const error = intent.last_payment_error;
  const failure = error?.message ?? null;
  const map: Partial<Record<Stripe.PaymentIntent.Status, PaymentStatus>> = {
    succeeded: 'succeeded',
    processing: 'processing',
    requires_payment_method: failure ? 'requires_payment_method' : 'awaiting_payment',
    requires_confirmation: 'awaiting_payment',
    requires_action: 'awaiting_payment',
    requires_capture: 'processing',
    canceled: 'requires_payment_method',
  };
  return { status: map[intent.status] ?? 'awaiting_payment', failure, failureCode: error ? (error.decline_code ?? error.code ?? null) : null };
}

const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.processing', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * Stripe: the API creates the PaymentIntent (its client_secret goes to the Payment Element), and
 * the order is paid on the signature-verified payment_intent.succeeded webhook or when a status
 * check finds the intent succeeded.
 */
export function stripeProvider(settings: StripeSettings, stripeConfig: Stripe.StripeConfig = {}): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 0, timeout: PROVIDER_CALL_TIMEOUT_MS, ...stripeConfig });
  return {
    name: 'stripe',
    method: 'card',
    publicKey: settings.publishableKey,
    // Saved cards (issue 6): a Customer and setup_future_usage; a saved card confirmed on the server.
    ...stripeStoredCards(stripe),

    async createPayment({ reference, amount, currency, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: minorUnits(amount, currency),
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { order_token: reference },
        },
        // Stripe answers the same intent for the same key: a retry after a lost answer makes no second one.
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe created a PaymentIntent without a client_secret.');
      return { providerPaymentId: intent.id, clientSecret: intent.client_secret };
    },

    async retrieve(id) {
      return statusOfIntent(await stripe.paymentIntents.retrieve(id));
    },

    async cancel(id) {
      try {
        return statusOfIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Already cancelled, processing or paid: Stripe refuses, and what it became is the answer.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
          return statusOfIntent(await stripe.paymentIntents.retrieve(id));
        }
        throw error;
      }
    },

    async readWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookSignatureError('the Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      if (!INTENT_EVENTS.has(event.type)) return null;
      const intent = event.data.object as Stripe.PaymentIntent;
      return { eventId: event.id, providerPaymentId: intent.id, ...statusOfIntent(intent) };
    },
  };
}
