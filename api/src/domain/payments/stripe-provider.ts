import Stripe from 'stripe';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { FailureCode } from './failure-codes';
import { amountText, majorUnits, minorUnits } from './currency-units';
import { AmountTooSmallError, WebhookSignatureError, type MoneyReturnedEvent, type PaymentProvider, type ProviderStatus } from './payment-provider';
import { stripeMinimumAmount } from './stripe-minimums';
import { stripeStoredCards } from './stripe-stored-cards';
import { PROVIDER_CALL_TIMEOUT_MS } from './provider-timeout';

export interface StripeSettings {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_...). */
  webhookSecret: string;
  /** Handed to the browser for the Payment Element (pk_...). */
  publishableKey: string;
}

/** Stripe's decline and error codes the shop has a reason of its own for. */
const STRIPE_FAILURES = new Map<string, FailureCode>([
  ['insufficient_funds', 'insufficient_funds'],
  ['expired_card', 'expired_card'],
  ['incorrect_cvc', 'incorrect_cvc'],
  ['invalid_cvc', 'incorrect_cvc'],
  ['authentication_required', 'not_verified'],
  ['payment_intent_authentication_failure', 'not_verified'],
]);

/**
 * The shop's code for Stripe's failure. Any other decline (generic_decline, do_not_honor, lost_card,
 * ...) is a declined card to the customer: Stripe advises telling no more of a lost or stolen card.
 */
export function failureCodeOfStripe({ code, decline_code }: Pick<Stripe.PaymentIntent.LastPaymentError, 'code' | 'decline_code'>): FailureCode {
  const known = STRIPE_FAILURES.get(decline_code ?? '') ?? STRIPE_FAILURES.get(code ?? '');
  if (known) return known;
  return decline_code || code === 'card_declined' ? 'card_declined' : 'payment_failed';
}

/**
 * A PaymentIntent's status in spec §4 words; an intent that needs the customer again is not a
 * failure until it failed. A cancelled intent can never be paid (Stripe refuses to confirm it): it
 * ended, as a voided PayPal order has, so its payment is closed and the order's next start makes a
 * new intent. The API cancels one before closing its payment (a change of method, an order
 * abandoned unpaid); when that closing then does not happen (the order was no longer overdue, an
 * attempt was under way), this is what keeps the order payable by card.
 */
export function statusOfIntent(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): ProviderStatus {
  const error = intent.last_payment_error;
  if (intent.status === 'canceled') {
    return { status: 'requires_payment_method', failure: 'The card payment was cancelled.', failureCode: 'payment_cancelled', ended: true };
  }
  const failure = error?.message ?? null;
  const map: Partial<Record<Stripe.PaymentIntent.Status, PaymentStatus>> = {
    succeeded: 'succeeded',
    processing: 'processing',
    requires_payment_method: failure ? 'requires_payment_method' : 'awaiting_payment',
    requires_confirmation: 'awaiting_payment',
    requires_action: 'awaiting_payment',
    requires_capture: 'processing',
  };
  return { status: map[intent.status] ?? 'awaiting_payment', failure, failureCode: error ? failureCodeOfStripe(error) : null };
}

const INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.processing', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/** The intent a Charge or Dispute names: its id, or the intent itself when expanded. */
const intentIdOf = (intent: string | Stripe.PaymentIntent | null) => (typeof intent === 'string' ? intent : (intent?.id ?? null));

/** Stripe's amount for the log: 2800 RON units as "28.00 RON". */
const amountForLog = (units: number, currency: string) => `${amountText(majorUnits(units, currency), currency)} ${currency.toUpperCase()}`;

/**
 * Money of a paid intent went back (MoneyReturnedEvent): a refund made in the Dashboard
 * (charge.refunded, whose amount_refunded is all the charge's refunds so far), or a dispute the
 * shop lost (charge.dispute.closed, lost). A dispute won or closed as a warning took nothing back.
 */
function moneyReturnedOf(event: Stripe.Event): MoneyReturnedEvent | null {
  if (event.type === 'charge.refunded') {
    const { id, payment_intent, amount_refunded, currency } = event.data.object;
    return {
      eventId: event.id,
      moneyReturned: 'refunded',
      providerPaymentId: intentIdOf(payment_intent),
      amountReturned: majorUnits(amount_refunded, currency),
      details: { eventType: event.type, chargeId: id, amountRefunded: amountForLog(amount_refunded, currency) },
    };
  }
  if (event.type === 'charge.dispute.closed' && event.data.object.status === 'lost') {
    const { id, payment_intent, charge, amount, currency, reason } = event.data.object;
    return {
      eventId: event.id,
      moneyReturned: 'reversed',
      providerPaymentId: intentIdOf(payment_intent),
      amountReturned: majorUnits(amount, currency),
      details: { eventType: event.type, disputeId: id, chargeId: typeof charge === 'string' ? charge : charge.id, reason, amount: amountForLog(amount, currency) },
    };
  }
  return null;
}

/**
 * Stripe: the API creates the PaymentIntent (its client_secret goes to the Payment Element), and
 * the order is paid on the signature-verified payment_intent.succeeded webhook or when a status
 * check finds the intent succeeded. The endpoint's events: payment_intent.succeeded, .processing,
 * .payment_failed and .canceled; charge.refunded and charge.dispute.closed (moneyReturnedOf).
 */
export function stripeProvider(settings: StripeSettings, stripeConfig: Stripe.StripeConfig = {}): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 0, timeout: PROVIDER_CALL_TIMEOUT_MS, ...stripeConfig });
  return {
    name: 'stripe',
    method: 'card',
    publicKey: settings.publishableKey,
    // Saved cards (issue 6): a Customer and setup_future_usage; a saved card confirmed on the server.
    ...stripeStoredCards(stripe),

    takesAmount: (amount, currency) => minorUnits(amount, currency) !== null,
    minimumAmount: stripeMinimumAmount,

    async createPayment({ reference, amount, currency, idempotencyKey }) {
      const units = minorUnits(amount, currency);
      if (units === null) throw new RangeError(`Stripe cannot charge ${amount} ${currency} exactly.`);
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: units,
            currency: currency.toLowerCase(),
            // The customer chose "card online": only payments that are settled as they are made
            // (cards, and the wallets that pay with one). Whatever else the Dashboard enables, such
            // as SEPA debits or OXXO vouchers, stays "processing" for days while the kitchen waits.
            allowed_payment_method_types: ['card'],
            metadata: { order_token: reference },
          },
          // Stripe answers the same intent for the same key: a retry after a lost answer makes no second one.
          { idempotencyKey },
        )
        .catch((error: unknown) => {
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'amount_too_small') throw new AmountTooSmallError(error.message);
          throw error;
        });
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
      if (!INTENT_EVENTS.has(event.type)) return moneyReturnedOf(event);
      const intent = event.data.object as Stripe.PaymentIntent;
      return { eventId: event.id, providerPaymentId: intent.id, ...statusOfIntent(intent) };
    },
  };
}
