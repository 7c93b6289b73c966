import { orderPoints, type LoyaltyRules } from '../../src/domain/account/order-points';

const rules: LoyaltyRules = { pointsPercent: { delivery: 5, pickup: 10, table: 3 }, referralPoints: 50 };

describe('orderPoints', () => {
  it('credits a percent of the paid amount that differs by delivery type, in whole points', () => {
    expect(orderPoints(99.9, 'delivery', rules, 1)).toBe(4);
    expect(orderPoints(99.9, 'pickup', rules, 1)).toBe(9);
    expect(orderPoints(100, 'table', rules, 1)).toBe(3);
  });

  it('credits nothing while loyalty is off or nothing was paid', () => {
    expect(orderPoints(100, 'pickup', rules, 0)).toBe(0);
    expect(orderPoints(100, 'pickup', rules, 2)).toBe(0);
    expect(orderPoints(0, 'pickup', rules, 1)).toBe(0);
  });
});
