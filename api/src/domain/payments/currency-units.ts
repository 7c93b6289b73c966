/**
 * How many decimals a currency's amounts carry at the card providers, one rule for all of them:
 * Stripe counts amounts in the currency's smallest unit, Braintree takes them as decimal text.
 * Amounts have at most 2 decimals (numeric(10,2)).
 */

/** Currencies counted without minor units (Stripe's list). */
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);
/** Currencies counted in thousandths; Stripe requires the last digit to be 0. */
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

function decimalsOf(currency: string): 0 | 2 | 3 {
  const code = currency.toLowerCase();
  return ZERO_DECIMAL.has(code) ? 0 : THREE_DECIMAL.has(code) ? 3 : 2;
}

/**
 * The amount in the currency's smallest unit (12.50 EUR: 1250; 12.50 KWD: 12500), or null when
 * the currency cannot carry the amount's cents (1999.50 JPY): rounding it would charge another
 * amount than the order's.
 */
export function minorUnits(amount: number, currency: string): number | null {
  const cents = Math.round(amount * 100);
  const decimals = decimalsOf(currency);
  if (decimals === 0) return cents % 100 === 0 ? cents / 100 : null;
  return decimals === 3 ? cents * 10 : cents;
}

/** The inverse of minorUnits: 1250 EUR cents are 12.5; 1500 JPY are 1500; 12500 KWD fils are 12.5. */
export function majorUnits(units: number, currency: string): number {
  return units / 10 ** decimalsOf(currency);
}

/** The amount as decimal text with the currency's decimals ("140.00", "1500", "12.500"); null as minorUnits. */
export function amountText(amount: number, currency: string): string | null {
  const units = minorUnits(amount, currency);
  return units === null ? null : majorUnits(units, currency).toFixed(decimalsOf(currency));
}
