import { isNumericId, isRouteId } from './is-numeric-id';

it('takes the ids the API looks up, 1 to 999,999,999', () => {
  expect(['1', '19', '999999999'].map(isRouteId)).toEqual([true, true, true]);
});

it('turns down a number the API refuses, and anything not a number', () => {
  expect(['0', '1000000000', '99999999999', '-1', '1.5', 'old-lunch', '', undefined].map(isRouteId)).toEqual(Array(8).fill(false));
});

it('still tells a number out of range from an old slug, which may have been redirected (spec §2)', () => {
  expect(isNumericId('0')).toBe(true);
  expect(isNumericId('old-lunch')).toBe(false);
});
