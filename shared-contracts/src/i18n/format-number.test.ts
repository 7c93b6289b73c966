import { $language } from '../language/current-language';
import { SUPPORTED_LANGUAGES } from '../types/language';
import { localeOf } from '../language/locale';
import { formatDigits, formatNumber, minusSign } from './format-number';

/** Amounts a shop writes, and the edges of rounding and grouping. */
const SAMPLES = [
  0, 0.004, 0.005, 0.01, 0.1, 0.5, 1, 1.005, 1.5, 2.675, 9.995, 12, 12.5, 99.999, 100, 999, 999.995, 1000, 1234,
  1234.5, 9999, 10000, 12345.678, 99999.995, 100000, 123456.789, 1000000, 1234567.891, 987654321.5, 1e12, 5e15, 1e21,
];

function intlWrites(value: number, language: (typeof SUPPORTED_LANGUAGES)[number], min: number, max: number): string {
  return new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
}

describe('the digits agree with Intl.NumberFormat in every interface language', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: fixed decimals', (language) => {
    for (const places of [0, 1, 2, 3, 4]) {
      for (const value of SAMPLES) {
        expect([value, places, formatDigits(value, places, language)]).toEqual([value, places, intlWrites(value, language, places, places)]);
        expect(formatDigits(-value, places, language)).toBe(intlWrites(value, language, places, places));
      }
    }
  });

  it.each(SUPPORTED_LANGUAGES)('%s: points and percentages, and the minus sign', (language) => {
    for (const value of SAMPLES) {
      expect([value, formatNumber(value, language)]).toEqual([value, intlWrites(value, language, 0, 2)]);
      if (value >= 0.005) expect(formatNumber(-value, language)).toBe(intlWrites(-value, language, 0, 2));
    }
    const intlMinus = new Intl.NumberFormat(localeOf(language)).formatToParts(-1).find((part) => part.type === 'minusSign');
    expect(minusSign(language)).toBe(intlMinus?.value);
  });

  it('writes a negative number that rounds to nothing as 0, where Intl would write "-0"', () => {
    expect(formatNumber(-0.001, 'en')).toBe('0');
  });
});

describe('points and percentages in the interface language', () => {
  afterEach(() => $language.set('en'));

  it('groups thousands and writes decimals as each language does', () => {
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(12500, 'es')).toBe('12.500');
    expect(formatNumber(1500, 'lt')).toBe('1\u00a0500');
    expect(formatNumber(1500, 'ro')).toBe('1.500');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(2.5, 'es')).toBe('2,5');
    expect(formatNumber(2.5, 'lt')).toBe('2,5');
  });

  it('shows whole numbers without decimals and at most two of them', () => {
    expect(formatNumber(5, 'lt')).toBe('5');
    expect(formatNumber(1 / 3, 'es')).toBe('0,33');
  });

  it('takes the interface language when not given one', () => {
    $language.set('lt');
    expect(formatNumber(2.5)).toBe('2,5');
  });
});
