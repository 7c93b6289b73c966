import { emptyCart } from 'shared-contracts/types/cart';
import type { Cart } from 'shared-contracts/types/cart';
import { aProduct } from '../../test-support/catalog-fixtures';
import { storeToday, todayOnlyConflict } from './today-only-refusal';
import { toCartProduct } from './to-cart-product';

const TODAY = '2026-11-26';
const lunch = toCartProduct(aProduct({ id: 5, name: 'Lunch menu of the day', today_only: true }));
const pizza = toCartProduct(aProduct({ id: 1, name: 'Margherita' }));
const cake = toCartProduct(aProduct({ id: 9, name: 'Birthday cake', only_for_later: true }));
const forDay = (later_day: string | null, products = [pizza]): Cart => ({ ...emptyCart(), products, for_later: true, later_day, later_time: '12:00' });

it('a today-only dish for a cart set for another day is the day it conflicts with (spec §4)', () => {
  expect(todayOnlyConflict(forDay('2026-11-27'), lunch, TODAY)).toBe('2026-11-27');
  expect(todayOnlyConflict(forDay('2026-11-27', [cake]), lunch, TODAY)).toBe('2026-11-27');
});

it('goes in for a cart for now, for later today, or with no day chosen yet', () => {
  expect(todayOnlyConflict({ ...emptyCart(), products: [pizza] }, lunch, TODAY)).toBeNull();
  expect(todayOnlyConflict(forDay(TODAY), lunch, TODAY)).toBeNull();
  expect(todayOnlyConflict(forDay(null), lunch, TODAY)).toBeNull();
});

it('a day already gone is no choice any more: the checkout asks for a time again', () => {
  expect(todayOnlyConflict(forDay('2026-11-25'), lunch, TODAY)).toBeNull();
});

it('only a conflict the line brings: other dishes, an advance order for now, or a cart already in conflict', () => {
  expect(todayOnlyConflict(forDay('2026-11-27'), pizza, TODAY)).toBeNull();
  expect(todayOnlyConflict({ ...emptyCart(), products: [pizza] }, cake, TODAY)).toBeNull();
  expect(todayOnlyConflict(forDay('2026-11-27', [lunch]), lunch, TODAY)).toBeNull();
});

it("today is the store's date: 23:30 in London is already tomorrow in Bucharest", () => {
  const at = new Date('2026-11-26T23:30:00Z');
  expect(storeToday('Europe/London', at)).toBe('2026-11-26');
  expect(storeToday('Europe/Bucharest', at)).toBe('2026-11-27');
});
