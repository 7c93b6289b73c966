/**
 * The currencies PayPal takes for payments, from PayPal's "Currency codes" reference
 * (https://developer.paypal.com/reference/currency-codes/). RON, the seed brand's, is not among
 * them. BRL, CNY and MYR are taken for in-country accounts only; the brand's PayPal account decides.
 */
export const PAYPAL_CURRENCIES: ReadonlySet<string> = new Set([
  'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'HUF', 'ILS', 'JPY', 'MYR',
  'MXN', 'TWD', 'NZD', 'NOK', 'PHP', 'PLN', 'GBP', 'SGD', 'SEK', 'CHF', 'THB', 'USD',
]);

/** PayPal refuses decimals in these ("zero-digit currency"): the amount is sent whole. */
const WITHOUT_DECIMALS = new Set(['HUF', 'JPY', 'TWD']);

/** An amount as PayPal's Orders API takes it: "28.00", or "2800" in a currency without decimals. */
export function paypalAmount(amount: number, currency: string): string {
  return WITHOUT_DECIMALS.has(currency.toUpperCase()) ? String(Math.round(amount)) : amount.toFixed(2);
}
