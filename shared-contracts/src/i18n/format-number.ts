/**
 * Numbers in the interface language (issue #10), written once: money (pricing/format-money), bonus
 * points and percentages take their digits from here, so a Spanish customer reads "12,50", a
 * Lithuanian one "1 234,50" and an English one "1,234.50".
 */
import { $language } from 'shared-contracts/language/current-language';
import { localeOf } from 'shared-contracts/language/locale';
import type { Language } from 'shared-contracts/types/language';

const formats = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to build and a cart page writes dozens of amounts: one per shape. */
function numberFormat(language: Language, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits, maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

/** The digits of a number without its sign, with exactly `fractionDigits` decimals. */
export function formatDigits(value: number, fractionDigits: number, language: Language): string {
  return numberFormat(language, fractionDigits, fractionDigits).format(Math.abs(value));
}

/** The language's minus sign (Lithuanian writes U+2212 "−", English and Spanish "-"). */
export function minusSign(language: Language): string {
  return numberFormat(language, 0, 0).formatToParts(-1).find((part) => part.type === 'minusSign')?.value ?? '-';
}

/**
 * Bonus points and percentages where they are shown: "1 500" points, "2,5" % in Lithuanian. Up to
 * two decimals, none when the number is whole. The translations place the unit ("{{percent}} %").
 */
export function formatNumber(value: number, language: Language = $language.get()): string {
  return numberFormat(language, 0, 2).format(value);
}
