import { $language } from '../language/current-language';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes RON as the number then lei', () => {
    expect(formatMoney(12.5, 'RON')).toBe('12.50 lei');
  });

  it('prefixes USD and MXN with $', () => {
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(12.5, 'MXN')).toBe('$12.50');
  });

  it('suffixes GBP with £, EUR with € and other currencies with their code', () => {
    expect(formatMoney(12.5, 'GBP')).toBe('12.50 £');
    expect(formatMoney(12.5, 'EUR')).toBe('12.50 €');
    expect(formatMoney(12.5, 'CHF')).toBe('12.50 CHF');
    expect(formatMoney(12.5, 'chf')).toBe('12.50 CHF');
  });

  it('drops .00 unless decimals are requested', () => {
    expect(formatMoney(12, 'RON')).toBe('12 lei');
    expect(formatMoney(12, 'RON', 2)).toBe('12.00 lei');
    expect(formatMoney(12, 'USD')).toBe('$12');
    expect(formatMoney(12.5, 'EUR', 3)).toBe('12.500 €');
  });

  it('rounds to 2 decimals half away from zero', () => {
    // 1.005 -> 1.01 (roundMoney), not toFixed's "1.00"
    expect(formatMoney(1.005, 'RON')).toBe('1.01 lei');
    // 11.999 -> 12.00 -> ".00" dropped
    expect(formatMoney(11.999, 'RON')).toBe('12 lei');
  });

  it('keeps the sign of negative values', () => {
    expect(formatMoney(-12.5, 'RON')).toBe('-12.50 lei');
    expect(formatMoney(-3, 'USD')).toBe('-$3');
    expect(formatMoney(-0.001, 'RON')).toBe('0 lei');
  });

  it('writes the digits the way each language does, keeping the symbol where spec §9 puts it', () => {
    expect(formatMoney(1234.5, 'EUR', undefined, 'en')).toBe('1,234.50 €');
    expect(formatMoney(12.5, 'EUR', undefined, 'es')).toBe('12,50 €');
    expect(formatMoney(1234.5, 'RON', undefined, 'es')).toBe('1234,50 lei');
    expect(formatMoney(12345.5, 'RON', undefined, 'es')).toBe('12.345,50 lei');
    expect(formatMoney(12.5, 'EUR', undefined, 'lt')).toBe('12,50 €');
    expect(formatMoney(1234.5, 'GBP', undefined, 'lt')).toBe('1\u00a0234,50 £');
    expect(formatMoney(1234.5, 'RON', undefined, 'ro')).toBe('1.234,50 lei');
    expect(formatMoney(12.5, 'USD', undefined, 'ro')).toBe('$12,50');
    expect(formatMoney(12.5, 'CHF', undefined, 'lt')).toBe('12,50 CHF');
  });

  it('drops ",00" and rounds in every language, as it does ".00" in English', () => {
    expect(formatMoney(12, 'EUR', undefined, 'es')).toBe('12 €');
    expect(formatMoney(12, 'EUR', 2, 'lt')).toBe('12,00 €');
    expect(formatMoney(12.5, 'EUR', 3, 'ro')).toBe('12,500 €');
    expect(formatMoney(1.005, 'RON', undefined, 'lt')).toBe('1,01 lei');
  });

  it('writes the sign as the language does, before a "$" prefix', () => {
    expect(formatMoney(-3.5, 'USD', undefined, 'es')).toBe('-$3,50');
    expect(formatMoney(-12.5, 'EUR', undefined, 'lt')).toBe('\u221212,50 €');
    expect(formatMoney(-0.001, 'EUR', undefined, 'lt')).toBe('0 €');
  });

  describe('without a language', () => {
    afterEach(() => $language.set('en'));

    it('takes the interface language, so screens need not pass it', () => {
      $language.set('es');
      expect(formatMoney(12.5, 'EUR')).toBe('12,50 €');
      $language.set('lt');
      expect(formatMoney(12.5, 'RON')).toBe('12,50 lei');
      $language.set('ro');
      expect(formatMoney(12.5, 'RON')).toBe('12,50 lei');
      $language.set('en');
      expect(formatMoney(12.5, 'RON')).toBe('12.50 lei');
    });

    it('lets the API ask for its own language whatever the store says', () => {
      $language.set('lt');
      expect(formatMoney(12.5, 'RON', undefined, 'en')).toBe('12.50 lei');
    });
  });
});
