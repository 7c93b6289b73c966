import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName, PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { FailureCode } from './failure-codes';

/** What the provider knows of one payment: its status and, after a failure, the reason in its words. */
export interface ProviderStatus {
  status: PaymentStatus;
  failure: string | null;
  /** The shop's code for the failure, mapped from the provider's: the screen words it in the customer's language. */
  failureCode?: FailureCode | null;
  /** The provider's id of the payment when it changed (Braintree: the transaction the sale made). */
  providerPaymentId?: string;
  /**
   * The provider's payment ended unpaid and can never be paid (a PayPal order captured once, its
   * capture declined or denied; or voided): the payment is closed, and the order's next start makes
   * a new one at the provider.
   */
  ended?: boolean;
}

/** A provider's notification (a webhook), read only after its signature was verified. */
export interface ProviderEvent extends ProviderStatus {
  /** The provider's id of the event: the same event delivered twice is applied once. */
  eventId: string;
  providerPaymentId: string;
}

/**
 * A provider's notification that money of a captured payment went back to the buyer: a refund the
 * shop made at the provider, or a reversal the provider made (a dispute or chargeback decided for
 * the buyer). It changes no payment's status (the order was paid and its food may be made); the
 * staff are told (record-payment-status' announceMoneyReturned).
 */
export interface MoneyReturnedEvent {
  eventId: string;
  moneyReturned: 'refunded' | 'reversed';
  /** The provider's id of the payment, when the event names it. */
  providerPaymentId: string | null;
  /**
   * How much went back, in major units, when the event says it (a capture is refunded in its own
   * currency, the payment's); null when it does not. A refund may be partial, and providers count
   * differently: PayPal tells each refund's own amount, Stripe's charge.refunded the charge's
   * refunds so far (cumulative). Compared with the payment's amount (wholePaymentReturned), a
   * cumulative total finds the refund that completes it; a per-refund amount only a whole one.
   */
  amountReturned: number | null;
  /** The provider's words on what went back (its ids, the amount), for the log. */
  details: Record<string, string | null>;
}

export interface CreatePaymentRequest {
  /** The order's token: the provider shows it to the customer and sends it back. */
  reference: string;
  /** From the stored order (ARCHITECTURE §3.5), in major units (12.50). */
  amount: number;
  currency: string;
  /** The same key for every attempt to create this order's payment: the provider makes it once. */
  idempotencyKey: string;
  /** Where a provider's redirect (3-D Secure, PayPal approval) brings the customer back. */
  returnUrl: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  clientSecret: string | null;
}

/** The built-in sandbox's card form: the only provider that sees card numbers (they are test numbers). */
export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
}

/** A card the provider keeps for later payments: its reference and what the account shows, never the number. */
export interface StoredCard {
  provider_reference: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** The signed-in customer a card is kept for; customerReference is their account at the provider, once made. */
export interface CardOwner {
  userId: number;
  name: string;
  email: string | null;
  customerReference: string | null;
}

/** A stored card's charge: its status and, when the bank wants the customer (3-D Secure), where to send them. */
export interface StoredCardCharge extends ProviderStatus {
  redirectUrl: string | null;
}

/** Raised when a webhook's signature does not verify: the event is refused and changes nothing. */
export class WebhookSignatureError extends Error {}

/**
 * Raised by createPayment when the provider refused the amount as under the least it charges, a
 * minimum `minimumAmount` did not know (Stripe's table is by the account's settlement currency,
 * which may not be the shop's): the customer is told to pay another way, not that it did not answer.
 */
export class AmountTooSmallError extends Error {}

/**
 * Raised by createPayment when the provider's account cannot take this payment as the shop is set
 * up (Braintree's merchant account charges another currency than the shop's): nothing is made, and
 * only the operator can change it, so it is logged as an error, not as the provider not answering.
 */
export class ProviderSetupError extends Error {}

/**
 * One payment provider behind the same interface: the routes never name Stripe or PayPal. Each
 * provider creates the payment for an amount the API computed, tells its status when asked, and
 * reads its own signed webhooks. Capabilities only some have are optional.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  method: 'card' | 'paypal';
  /** What the browser SDK needs (a publishable key, a client id); null when it needs nothing. */
  publicKey: string | null;
  /** The currencies it takes (ISO 4217, upper case); absent when it takes the shop's whatever it is. */
  currencies?: ReadonlySet<string>;
  /** Whether it can charge exactly this amount in the currency (PayPal takes HUF whole only); absent when any. */
  takesAmount?(amount: number, currency: string): boolean;
  /**
   * The least it charges in the currency, in major units (Stripe: 2 RON), or null when it names
   * none; absent when it charges any amount above 0 (PayPal, Braintree, the sandbox).
   */
  minimumAmount?(currency: string): number | null;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Asks the provider (server to server) what became of the payment. */
  retrieve(providerPaymentId: string): Promise<ProviderStatus>;
  /** Verifies the signature, then reads the event; null for events about something else. */
  readWebhook?(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderEvent | MoneyReturnedEvent | null>;
  /** The sandbox: charge a test card. */
  chargeCard?(providerPaymentId: string, card: SandboxCard): Promise<ProviderStatus>;
  /** Braintree: the sale, with the nonce its drop-in UI made, for the stored amount in the payment's currency. */
  chargeNonce?(request: { nonce: string; amount: number; currency: string; reference: string }): Promise<ProviderStatus>;
  /**
   * PayPal: capture the order the customer approved. `declinedBefore`, how many of its captures were
   * declined, tells a capture after a decline (a new request) from one retried (the same request).
   */
  capture?(providerPaymentId: string, declinedBefore: number): Promise<ProviderStatus>;
  /**
   * Stripe: the browser confirms a PaymentIntent with Stripe directly, so before the order pays
   * another way its intent is cancelled. Answers the status it ended in (succeeded if it was paid
   * meanwhile). Providers whose every charge goes through the API need none.
   */
  cancel?(providerPaymentId: string): Promise<ProviderStatus>;
  /** Saved cards (issue 6): ask the provider to keep (or not) the card that will pay this payment; Stripe needs a Customer. */
  keepCardForLater?(providerPaymentId: string, owner: CardOwner, keep: boolean): Promise<{ customerReference: string | null }>;
  /** Saved cards: the card that paid this payment, when the provider kept it; null otherwise. */
  storedCardOf?(providerPaymentId: string): Promise<StoredCard | null>;
  /** Saved cards: pay this payment with a kept card, the customer present (on session). */
  chargeStoredCard?(providerPaymentId: string, card: { reference: string; customerReference: string | null }, returnUrl: string): Promise<StoredCardCharge>;
  /** Saved cards: the customer deleted the card; the provider forgets it. */
  forgetStoredCard?(reference: string): Promise<void>;
  /** Saved cards: the customer deleted their account; the provider erases its customer and the cards kept on it. */
  forgetCustomer?(customerReference: string): Promise<void>;
}

/** Whether the provider takes the shop's currency (PayPal does not take RON, for one). */
export function takesCurrency(provider: PaymentProvider, currency: string): boolean {
  return !provider.currencies || provider.currencies.has(currency.toUpperCase());
}

/** The least the provider charges in `currency` when `amount` is under it; null when it can be charged. */
export function minimumUnmet(provider: PaymentProvider, amount: number, currency: string): number | null {
  const minimum = provider.minimumAmount?.(currency) ?? null;
  // In cents: amounts have at most 2 decimals (numeric(10,2)), and 0.1 + 0.2 is not 0.3.
  return minimum !== null && Math.round(amount * 100) < Math.round(minimum * 100) ? minimum : null;
}

/** The providers of one API: a card provider always (the sandbox without keys), PayPal when configured. */
export interface PaymentProviders {
  card: PaymentProvider | null;
  paypal: PaymentProvider | null;
}
