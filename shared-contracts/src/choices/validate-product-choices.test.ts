import { configuredCartProduct, validateProductChoices } from 'shared-contracts/choices/validate-product-choices';
import { productLineValue } from 'shared-contracts/pricing/product-price';
import type { Product } from 'shared-contracts/types/product';
import { MAX_OPTION_QUANTITY } from 'shared-contracts/types/cart';

/** A burger with two sizes, a required single-choice group and an optional extras group. */
function burger(): Product {
  return {
    id: 19, name: 'Burger', url: 'burger', description: '', ingredients: '', price: 30, pack_price: 1,
    pictures: [], allergens: [], nutrition: null, categories: [{ id: 4 }], menu_ids: [1],
    sizes: [
      { id: 1, product_store_id: 7, name: 'Single', price: 30 },
      { id: 2, product_store_id: 7, name: 'Double', price: 42 },
    ],
    option_groups: [
      {
        id: 100, name: 'Cooking', min_options: 1, max_options: 1,
        options: [
          { id: 1001, name: 'Medium', price: 0, min_quantity: 1, max_quantity: 1, allergens: [] },
          { id: 1002, name: 'Well done', price: 0, min_quantity: 1, max_quantity: 1, allergens: [] },
        ],
      },
      {
        id: 101, name: 'Extras', min_options: 0, max_options: 2,
        options: [
          { id: 1011, name: 'Cheese', price: 4, min_quantity: 0, max_quantity: 2, allergens: [2] },
          { id: 1012, name: 'Bacon', price: 5, min_quantity: 2, max_quantity: 3, allergens: [] },
          { id: 1013, name: 'Egg', price: 3, min_quantity: 0, max_quantity: 0, allergens: [4] },
        ],
      },
    ],
    out_of_stock: false, age_restriction: false, recommended: false,
  };
}

const valid = { quantity: 1, selected_size: 2, options: [{ id: 1001, price: 0, quantity: 1 }] };

test('a line with a size and the required option breaks no rule', () => {
  expect(validateProductChoices(burger(), valid)).toEqual([]);
});

test('a product with sizes needs one of its own sizes', () => {
  expect(validateProductChoices(burger(), { ...valid, selected_size: null })).toEqual([
    { rule: 'size_required', message: 'Choose a size of Burger.' },
  ]);
  expect(validateProductChoices(burger(), { ...valid, selected_size: 9 })[0]).toMatchObject({ rule: 'unknown_size', size_id: 9 });
  const noSizes = { ...burger(), sizes: [] };
  expect(validateProductChoices(noSizes, { ...valid, selected_size: null })).toEqual([]);
});

test('a product with one size needs none chosen: that size is the one sold, and priced', () => {
  const oneSize = { ...burger(), sizes: [burger().sizes[1]!] };
  expect(validateProductChoices(oneSize, { ...valid, selected_size: null })).toEqual([]);
  expect(configuredCartProduct(oneSize, { ...valid, selected_size: null })).toMatchObject({ price: 42, selected_size: 2 });
});

test('too few options in a group gives the minimum', () => {
  expect(validateProductChoices(burger(), { ...valid, options: [] })).toEqual([
    { rule: 'min_options', group_id: 100, group: 'Cooking', min: 1, message: 'Cooking: choose at least 1 option.' },
  ]);
});

test('too many options in a group gives the maximum', () => {
  const options = [
    { id: 1001, price: 0, quantity: 1 },
    { id: 1011, price: 4, quantity: 1 },
    { id: 1012, price: 5, quantity: 2 },
    { id: 1013, price: 3, quantity: 1 },
  ];
  expect(validateProductChoices(burger(), { ...valid, options })).toEqual([
    { rule: 'max_options', group_id: 101, group: 'Extras', max: 2, message: 'Extras: choose at most 2 options.' },
  ]);
});

test('an option quantity outside its bounds gives the bound', () => {
  const under = validateProductChoices(burger(), { ...valid, options: [...valid.options, { id: 1012, price: 5, quantity: 1 }] });
  expect(under).toEqual([{ rule: 'min_quantity', option_id: 1012, option: 'Bacon', min: 2, message: 'Bacon: take at least 2.' }]);
  const over = validateProductChoices(burger(), { ...valid, options: [...valid.options, { id: 1011, price: 4, quantity: 3 }] });
  expect(over).toEqual([{ rule: 'max_quantity', option_id: 1011, option: 'Cheese', max: 2, message: 'Cheese: take at most 2.' }]);
});

test('an option named twice counts with both quantities, as it is priced: two of 2 Cheese are 4, past its 2', () => {
  const twice = [...valid.options, { id: 1011, price: 4, quantity: 2 }, { id: 1011, price: 4, quantity: 2 }];
  expect(validateProductChoices(burger(), { ...valid, options: twice })).toEqual([
    { rule: 'max_quantity', option_id: 1011, option: 'Cheese', max: 2, message: 'Cheese: take at most 2.' },
  ]);
});

test("a maximum of 0 means the shop's own bound (what the API's schemas take), and a chosen option counts at least once", () => {
  const egg = (quantity: number) => validateProductChoices(burger(), { ...valid, options: [...valid.options, { id: 1013, price: 3, quantity }] });
  expect(egg(MAX_OPTION_QUANTITY)).toEqual([]);
  expect(egg(MAX_OPTION_QUANTITY + 1)).toEqual([
    { rule: 'max_quantity', option_id: 1013, option: 'Egg', max: MAX_OPTION_QUANTITY, message: `Egg: take at most ${MAX_OPTION_QUANTITY}.` },
  ]);
  expect(validateProductChoices(burger(), { ...valid, options: [...valid.options, { id: 1011, price: 4, quantity: 0 }] })[0]).toMatchObject({
    rule: 'min_quantity',
    min: 1,
  });
});

test('options of another product and a quantity below 1 are refused', () => {
  const violations = validateProductChoices(burger(), { ...valid, quantity: 0, options: [...valid.options, { id: 5, price: 0, quantity: 1 }] });
  expect(violations.map((v) => v.rule)).toEqual(['quantity', 'unknown_option']);
});

test('the configured line is priced from the catalog: size price plus option price times quantity', () => {
  const line = configuredCartProduct(burger(), {
    quantity: 2,
    selected_size: 2,
    options: [{ id: 1001, price: 0, quantity: 1 }, { id: 1011, price: 999, quantity: 2 }],
  });
  expect(line).toMatchObject({ price: 42, selected_size: 2, options: [{ id: 1001, price: 0, quantity: 1 }, { id: 1011, price: 4, quantity: 2 }] });
  expect(productLineValue(line)).toBe(2 * (42 + 8));
  expect(line.sizes[1]).toEqual({ product_store_id: 7, id: 2, name: 'Double', price: 42 });
});
