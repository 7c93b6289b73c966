import { roundMoney } from './round-money';

describe('roundMoney', () => {
  it('rounds to 2 decimals by default, half away from zero', () => {
    expect(roundMoney(12.345)).toBe(12.35);
    expect(roundMoney(12.344)).toBe(12.34);
    expect(roundMoney(-12.345)).toBe(-12.35);
  });

  it('is robust to binary float error', () => {
    // 1.005 is stored as 1.00499999999999989…; a naive Math.round(1.005 * 100) / 100 gives 1.
    expect(roundMoney(1.005)).toBe(1.01);
    // 0.1 + 0.2 = 0.30000000000000004
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    // 1.255 * 100 = 125.49999999999999
    expect(roundMoney(1.255)).toBe(1.26);
  });

  it('supports 3 and 4 decimals', () => {
    expect(roundMoney(1.0005, 3)).toBe(1.001);
    expect(roundMoney(1.00005, 4)).toBe(1.0001);
    expect(roundMoney(2.12344, 4)).toBe(2.1234);
  });

  it('rounds to whole units for currencies charged without decimals', () => {
    expect(roundMoney(148.5, 0)).toBe(149);
    expect(roundMoney(841.49, 0)).toBe(841);
    expect(roundMoney(-148.5, 0)).toBe(-149);
  });

  it('never returns -0', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });
});
