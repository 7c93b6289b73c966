/**
 * The least Stripe charges, in major units, from its "Minimum and maximum charge amounts" table
 * (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). Stripe refuses a
 * PaymentIntent for less (amount_too_small). The table is by the account's settlement currency;
 * the shop charges in its own currency and is taken to settle in it. A currency the table does not
 * name has no minimum here: Stripe's own answer stays the word on it.
 */
const STRIPE_MINIMUMS: ReadonlyMap<string, number> = new Map([
  ['USD', 0.5], ['AED', 2], ['AUD', 0.5], ['BGN', 1], ['BRL', 0.5], ['CAD', 0.5], ['CHF', 0.5],
  ['CZK', 15], ['DKK', 2.5], ['EUR', 0.5], ['GBP', 0.3], ['HKD', 4], ['HUF', 175], ['INR', 0.5],
  ['JPY', 50], ['MXN', 10], ['MYR', 2], ['NOK', 3], ['NZD', 0.5], ['PLN', 2], ['RON', 2],
  ['SEK', 3], ['SGD', 0.5],
]);

/** The least Stripe charges in `currency` (2 for RON), or null when its table names none. */
export function stripeMinimumAmount(currency: string): number | null {
  return STRIPE_MINIMUMS.get(currency.toUpperCase()) ?? null;
}
