import { isCorrectPoints, usablePoints, type PointsOffer } from './usable-points';

const offer: PointsOffer = { loyalty_active: true, balance: 120, max_per_order: 100 };

test('an order takes at most the balance, the maximum per order and what the products cost', () => {
  expect(usablePoints(offer, 250)).toBe(100);
  expect(usablePoints({ ...offer, balance: 40 }, 250)).toBe(40);
  // 37.50 to pay: at most 37 whole points.
  expect(usablePoints(offer, 37.5)).toBe(37);
  expect(usablePoints(offer, 0)).toBe(0);
});

test('no points while loyalty is off', () => {
  expect(usablePoints({ ...offer, loyalty_active: false }, 250)).toBe(0);
});

test('the points entered are correct when whole, not negative and within what is usable', () => {
  expect(isCorrectPoints(0, 0)).toBe(true);
  expect(isCorrectPoints(37, 37)).toBe(true);
  expect(isCorrectPoints(38, 37)).toBe(false);
  expect(isCorrectPoints(-1, 37)).toBe(false);
  expect(isCorrectPoints(2.5, 37)).toBe(false);
  expect(isCorrectPoints(Number.NaN, 37)).toBe(false);
});
