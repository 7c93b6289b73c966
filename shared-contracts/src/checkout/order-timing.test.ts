import { advanceOrderProduct, orderTimingConflict, todayOnlyProduct } from './order-timing';

const cake = { name: 'Whole walnut cake', only_for_later: true };
const lunch = { name: 'Lunch menu of the day', today_only: true };
const pizza = { name: 'Margherita' };
const TODAY = '2026-11-25';

test('finds the first product of each kind; products without the flags are neither', () => {
  expect(advanceOrderProduct([pizza, cake])).toBe(cake);
  expect(todayOnlyProduct([pizza, lunch])).toBe(lunch);
  expect(advanceOrderProduct([pizza, lunch])).toBeUndefined();
  expect(todayOnlyProduct([pizza, cake])).toBeUndefined();
});

test('a cart holding a product that needs advance ordering cannot be for now', () => {
  expect(orderTimingConflict([pizza, cake], { for_later: false, later_day: null }, TODAY)).toEqual({ rule: 'advance', product: cake });
  expect(orderTimingConflict([pizza, cake], { for_later: true, later_day: '2026-11-27' }, TODAY)).toBeNull();
});

test('a today basket may be for now or for later today, never for another day', () => {
  expect(orderTimingConflict([lunch], { for_later: false, later_day: null }, TODAY)).toBeNull();
  expect(orderTimingConflict([lunch], { for_later: true, later_day: TODAY }, TODAY)).toBeNull();
  expect(orderTimingConflict([pizza, lunch], { for_later: true, later_day: '2026-11-26' }, TODAY)).toEqual({ rule: 'today_only', product: lunch });
  expect(orderTimingConflict([pizza], { for_later: true, later_day: '2026-11-26' }, TODAY)).toBeNull();
});
