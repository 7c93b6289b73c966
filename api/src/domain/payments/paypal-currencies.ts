/**
 * The currencies PayPal takes for payments, from PayPal's "Currency codes" reference
 * (https://developer.paypal.com/reference/currency-codes/). RON, the seed brand's, is not among
 * them. BRL, CNY and MYR are taken for in-country accounts only; the brand's PayPal account decides.
 */
export const PAYPAL_CURRENCIES: ReadonlySet<string> = new Set([
  'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'HUF', 'ILS', 'JPY', 'MYR',
  'MXN', 'TWD', 'NZD', 'NOK', 'PHP', 'PLN', 'GBP', 'SGD', 'SEK', 'CHF', 'THB', 'USD',
]);

/** PayPal refuses decimals in these ("zero-digit currency"). */
const WITHOUT_DECIMALS = new Set(['HUF', 'JPY', 'TWD']);

/** Whether PayPal can be asked for exactly this amount: 1999.50 HUF cannot (amounts have at most 2 decimals). */
export function paypalTakesAmount(amount: number, currency: string): boolean {
  return !WITHOUT_DECIMALS.has(currency.toUpperCase()) || Number.isInteger(Math.round(amount * 100) / 100);
}

/**
 * An amount as PayPal's Orders API takes it: "28.00", or "2800" in a currency without decimals.
 * One it cannot take exactly is never rounded (that would charge another amount than the order's).
 */
export function paypalAmount(amount: number, currency: string): string {
  if (!paypalTakesAmount(amount, currency)) throw new RangeError(`PayPal cannot charge ${amount} ${currency} exactly.`);
  return WITHOUT_DECIMALS.has(currency.toUpperCase()) ? String(Math.round(amount)) : amount.toFixed(2);
}
