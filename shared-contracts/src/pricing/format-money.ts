import { roundMoney } from 'shared-contracts/pricing/round-money';
import { $language } from 'shared-contracts/language/current-language';
import { formatDigits, minusSign } from 'shared-contracts/i18n/format-number';
import type { Language } from 'shared-contracts/types/language';

type Placement = { prefix: string; suffix: string };

/** Spec §9: RON as number then lei; USD and MXN with a $ prefix; GBP £ and EUR € as suffixes. */
const PLACEMENTS: Record<string, Placement> = {
  RON: { prefix: '', suffix: ' lei' },
  USD: { prefix: '$', suffix: '' },
  MXN: { prefix: '$', suffix: '' },
  GBP: { prefix: '', suffix: ' £' },
  EUR: { prefix: '', suffix: ' €' },
};

/**
 * "12.50 lei", "$12.50", "12.50 €", "12.50 CHF" (any other currency is suffixed with its code).
 * Without `decimals`, whole amounts drop their ".00" ("12 lei"); with it they keep them.
 *
 * The digits are written the way the language writes them ("12,50 €" in Spanish and Lithuanian);
 * where the symbol goes stays spec §9's rule in every language. Screens leave `language` out and
 * get the interface language; the API, which has no interface, passes the language of its texts.
 */
export function formatMoney(value: number, currency: string, decimals?: number, language: Language = $language.get()): string {
  const code = currency.toUpperCase();
  const { prefix, suffix } = PLACEMENTS[code] ?? { prefix: '', suffix: ` ${code}` };
  const places = decimals ?? 2;
  const amount = places === 2 || places === 3 || places === 4 ? roundMoney(Math.abs(value), places) : Math.abs(value);
  const digits = formatDigits(amount, decimals === undefined && Number.isInteger(amount) ? 0 : places, language);
  // The sign goes before a "$" prefix ("-$3") and only when something non-zero is left.
  const sign = value < 0 && /[1-9]/.test(digits) ? minusSign(language) : '';
  return `${sign}${prefix}${digits}${suffix}`;
}
