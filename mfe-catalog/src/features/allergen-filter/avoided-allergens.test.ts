import type { AllergenId } from 'shared-contracts/types/allergen';
import type { OptionGroup } from 'shared-contracts/types/product';
import { aProduct } from '../../test-support/catalog-fixtures';
import { hiddenDishCount, requiredChoicesHidden } from './avoided-allergens';

const DAIRY: AllergenId = 2;

const group = (id: number, min_options: number, withDairy: number, without: number): OptionGroup => ({
  id,
  name: `Group ${id}`,
  min_options,
  max_options: 0,
  options: [
    ...Array.from({ length: withDairy }, (_, index) => ({ id: id * 10 + index, name: 'with', price: 0, min_quantity: 1, max_quantity: 1, allergens: [DAIRY] })),
    ...Array.from({ length: without }, (_, index) => ({ id: id * 10 + 5 + index, name: 'without', price: 0, min_quantity: 1, max_quantity: 1, allergens: [] })),
  ],
});

it('a required choice is hidden when fewer options than its minimum are left without the avoided allergens', () => {
  const product = aProduct({ option_groups: [group(1, 1, 2, 0), group(2, 2, 1, 1), group(3, 1, 1, 1), group(4, 0, 3, 0)] });
  expect(requiredChoicesHidden(product, [DAIRY]).map((hidden) => hidden.id)).toEqual([1, 2]);
  expect(requiredChoicesHidden(product, [])).toEqual([]);
});

it('counts a dish it leaves unorderable among the hidden ones, as the lists hide it', () => {
  const products = [aProduct({ id: 1, option_groups: [group(1, 1, 1, 0)] }), aProduct({ id: 2, option_groups: [group(2, 1, 1, 1)] }), aProduct({ id: 3, allergens: [DAIRY] })];
  expect(hiddenDishCount(products, [DAIRY])).toBe(2);
});
