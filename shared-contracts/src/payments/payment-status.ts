import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';

/**
 * Spec §4 payment statuses, plus the state before the customer's first attempt. The same names
 * as Stripe's PaymentIntent where they mean the same thing, so no adapter has to translate twice.
 * - awaiting_payment: nothing tried yet; the form is shown.
 * - processing: the provider accepted it and has not settled it yet.
 * - succeeded: paid; the provider confirmed it.
 * - requires_payment_method: the attempt failed; try another card or method.
 * - error_checking: the provider could not verify it; the customer checks their bank account.
 */
export type PaymentStatus = 'awaiting_payment' | 'processing' | 'succeeded' | 'requires_payment_method' | 'error_checking';

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['awaiting_payment', 'processing', 'succeeded', 'requires_payment_method', 'error_checking'];

/** The providers an API can have; the sandbox is the default without keys. */
export type PaymentProviderName = 'sandbox' | 'stripe' | 'paypal' | 'braintree';

/** GET/POST public/payments answer: one order's payment, as the API last heard from its provider. */
export interface Payment {
  order_token: string;
  /**
   * The order's store: its deadline is told on that store's clock, which may not be the brand's
   * (storeTimeZone reads the brand's when an API older than the field leaves it out).
   */
  store_id: number;
  method: 'card' | 'paypal';
  provider: PaymentProviderName;
  status: PaymentStatus;
  /** From the stored order, never from the browser. */
  amount: number;
  currency: string;
  /** Stripe's client_secret for the Payment Element (spec §3 stripe_client_secret), Braintree's client token; null otherwise. */
  client_secret: string | null;
  /** The provider's id of this payment (a PayPal order id for the buttons); null for the sandbox form. */
  provider_payment_id: string | null;
  /** Public keys the browser SDK needs (Stripe publishable key, PayPal client id). */
  public_key: string | null;
  /** The provider's reason for the last failure, in its words; null when nothing failed. */
  failure: string | null;
  /** A stable code for that failure (card_declined, not_verified, ...), for a message in the customer's language. */
  failure_code: string | null;
  /**
   * A participant's share of a group order (issue 7): the link of the group order, whose screen the
   * payer goes back to once paid; null for an order's own payment.
   */
  group_order_link: string | null;
  /**
   * The order is cancelled if it is not paid in time (UNPAID_ORDER_DEADLINE_MINUTES): an order's own
   * payment, not a table's nor a group order's. Optional: an API older than the rule answers without it.
   */
  cancelled_if_unpaid?: boolean;
  /**
   * While such an order can still be paid: when it is cancelled (ISO time), the deadline after its
   * placing or its last payment attempt, so it moves on with each attempt; null otherwise.
   * Optional: an API older than it answers without it.
   */
  payment_deadline?: string | null;
}

/** Which online methods this shop's API can take, and through whom. */
export interface OnlinePaymentMethods {
  methods: { method: 'card' | 'paypal'; provider: PaymentProviderName }[];
}

/**
 * GET public/payment-methods (?delivery_type=&store_id=): the methods offered there, offline ones
 * (paid when the food changes hands, provider null) first; without a delivery type, the online ones.
 */
export interface OfferedPaymentMethods {
  methods: { method: PaymentMethod; provider: PaymentProviderName | null }[];
}

/** GET|PUT public/payments/{orderToken}/method: a placed order's method and the others offered for it. */
export interface OrderPaymentMethods {
  order_token: string;
  /** Names the offline methods (at a table the waiter takes them). */
  delivery_type: DeliveryType;
  payment_method: PaymentMethod;
  /** Offered for this order's delivery type and store, its current method included. */
  methods: OfferedPaymentMethods['methods'];
}
