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
});
