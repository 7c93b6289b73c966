/**
 * The reasons a failed payment gives the customer (a payment's failure_code): the payments screen
 * words each in the customer's language (mfe-payments i18n `failure.*`). Each provider adapter maps
 * its own codes onto these, so the screen never meets a code it has no text for; the provider's own
 * words stay in the payment's `failure`, for the shop's staff.
 */
export const FAILURE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'not_verified',
  'not_a_test_card',
  'card_not_kept',
  'paypal_declined',
  'paypal_cancelled',
  // A card payment cancelled at its provider (a Stripe intent): a new one is made to pay again.
  'payment_cancelled',
  // Whatever else went wrong: a general reason, not the provider's English.
  'payment_failed',
] as const;

export type FailureCode = (typeof FAILURE_CODES)[number];
