import { $language } from '../language/current-language';
import { formatNumber } from './format-number';

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
