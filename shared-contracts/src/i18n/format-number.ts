/**
 * Numbers in the interface language (issue #10), written once: money (pricing/format-money), bonus
 * points and percentages take their digits from here, so a Spanish customer reads "12,50", a
 * Lithuanian one "1 234,50" and an English one "1,234.50".
 *
 * The digits are written from each language's symbols below, not by Intl.NumberFormat: the first
 * Intl.NumberFormat a page builds loads ICU's number data, 60–90 ms of main thread in Chromium on
 * this machine (four times that on the slow phone Lighthouse simulates), and every catalog page
 * paid it before its first product picture (issue #11). format-number.test checks every row against
 * Intl.NumberFormat for localeOf(language), so the table cannot drift from what Intl writes.
 */
import { $language } from 'shared-contracts/language/current-language';
import { localeOf } from 'shared-contracts/language/locale';
import type { Language } from 'shared-contracts/types/language';

interface NumberSymbols {
  decimal: string;
  group: string;
  /** CLDR's minimum grouping digits: Spanish writes "1234" but "12.345". */
  minimumGroupingDigits: 1 | 2;
  minus: string;
}

/** CLDR's symbols of the locales localeOf gives the interface languages (en-GB, es-ES, lt-LT, ro-RO). */
const NUMBER_SYMBOLS: Record<Language, NumberSymbols> = {
  en: { decimal: '.', group: ',', minimumGroupingDigits: 1, minus: '-' },
  es: { decimal: ',', group: '.', minimumGroupingDigits: 2, minus: '-' },
  lt: { decimal: ',', group: '\u00a0', minimumGroupingDigits: 1, minus: '\u2212' },
  ro: { decimal: ',', group: '.', minimumGroupingDigits: 1, minus: '-' },
};

/** Beyond this a double no longer holds every digit the table's writer needs; Intl writes those. */
const LARGEST_EXACT = 1e15;

function symbolsOf(language: Language): NumberSymbols {
  return NUMBER_SYMBOLS[language] ?? NUMBER_SYMBOLS.en;
}

function groupThousands(integer: string, symbols: NumberSymbols): string {
  if (integer.length < 3 + symbols.minimumGroupingDigits) return integer;
  return integer.replace(/\B(?=(\d{3})+$)/g, symbols.group);
}

/**
 * |value| with `minimumFractionDigits` to `maximumFractionDigits` decimals, rounded half away from
 * zero on the decimal the number reads as (1.005 -> "1.01"), as Intl.NumberFormat rounds.
 */
function writeDigits(value: number, minimumFractionDigits: number, maximumFractionDigits: number, language: Language): string {
  const factor = 10 ** maximumFractionDigits;
  // 1.005 * 100 is 100.49999999999999: trimmed to the 15 digits a double holds, it is 100.5 again.
  const scaled = Math.round(Number((Math.abs(value) * factor).toPrecision(15)));
  if (!Number.isFinite(scaled) || scaled >= LARGEST_EXACT) {
    return new Intl.NumberFormat(localeOf(language), { minimumFractionDigits, maximumFractionDigits }).format(Math.abs(value));
  }
  const symbols = symbolsOf(language);
  const integer = groupThousands(String(Math.floor(scaled / factor)), symbols);
  const decimals = maximumFractionDigits === 0 ? '' : String(scaled % factor).padStart(maximumFractionDigits, '0');
  // Trailing zeros go down to the minimum: "2.50" -> "2.5", "5.00" -> "5" for points and percentages.
  const fraction = decimals.replace(new RegExp(`0{0,${maximumFractionDigits - minimumFractionDigits}}$`), '');
  return fraction ? `${integer}${symbols.decimal}${fraction}` : integer;
}

/** The digits of a number without its sign, with exactly `fractionDigits` decimals. */
export function formatDigits(value: number, fractionDigits: number, language: Language): string {
  return writeDigits(value, fractionDigits, fractionDigits, language);
}

/** The language's minus sign (Lithuanian writes U+2212 "−", English and Spanish "-"). */
export function minusSign(language: Language): string {
  return symbolsOf(language).minus;
}

/**
 * Bonus points and percentages where they are shown: "1 500" points, "2,5" % in Lithuanian. Up to
 * two decimals, none when the number is whole. The translations place the unit ("{{percent}} %").
 */
export function formatNumber(value: number, language: Language = $language.get()): string {
  const digits = writeDigits(value, 0, 2, language);
  return value < 0 && /[1-9]/.test(digits) ? `${minusSign(language)}${digits}` : digits;
}
