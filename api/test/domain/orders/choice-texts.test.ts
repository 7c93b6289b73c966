import { validateProductChoices, type ChoiceViolation } from 'shared-contracts/choices/validate-product-choices';
import type { OptionGroup, Product } from 'shared-contracts/types/product';
import { choiceViolationText } from '../../../src/domain/orders/choice-texts';

/** A group of 20 to 21 toppings, olives taken 2 to 3 times; a pizza with one size and that group. */
const toppings: OptionGroup = {
  id: 100, name: 'Toppings', min_options: 20, max_options: 21,
  options: [
    { id: 1001, name: 'Olives', price: 0, min_quantity: 2, max_quantity: 3, allergens: [] },
    { id: 1002, name: 'Basil', price: 0, min_quantity: 0, max_quantity: 0, allergens: [] },
  ],
};
const pizza: Product = {
  id: 1, name: 'Pizza', url: 'pizza', description: '', ingredients: '', price: 30, pack_price: 1,
  pictures: [], allergens: [], nutrition: null, categories: [{ id: 1 }], menu_ids: [1],
  sizes: [{ id: 1, product_store_id: 7, name: '32 cm', price: 30 }],
  option_groups: [toppings],
  out_of_stock: false, age_restriction: false, recommended: false,
};

test('the English is the sentence shared-contracts writes, for every rule', () => {
  const violations = [
    ...validateProductChoices(pizza, { quantity: 0, selected_size: 9, options: [{ id: 1001, price: 0, quantity: 1 }, { id: 5, price: 0, quantity: 1 }] }),
    // A size is required only among several: the only size stands in for none chosen.
    ...validateProductChoices({ ...pizza, sizes: [...pizza.sizes, { id: 2, product_store_id: 7, name: '40 cm', price: 40 }] }, {
      quantity: 1, selected_size: null, options: [{ id: 1001, price: 0, quantity: 4 }],
    }),
    ...validateProductChoices({ ...pizza, option_groups: [{ ...toppings, min_options: 0, max_options: 1 }] }, {
      quantity: 1, selected_size: 1, options: [{ id: 1001, price: 0, quantity: 2 }, { id: 1002, price: 0, quantity: 1 }],
    }),
  ];
  expect(new Set(violations.map((violation) => violation.rule))).toEqual(
    new Set(['quantity', 'size_required', 'unknown_size', 'unknown_option', 'min_options', 'max_options', 'min_quantity', 'max_quantity']),
  );
  for (const violation of violations) expect(choiceViolationText(violation, 'Pizza', 'en')).toBe(violation.message);
});

const minOptions = (min: number): ChoiceViolation => ({ rule: 'min_options', group_id: 100, group: 'Toppings', min, message: '' });

test('Romanian counts one, a few, and "de" from twenty on', () => {
  expect(choiceViolationText(minOptions(1), 'Pizza', 'ro')).toBe('Toppings: alege cel puțin 1 opțiune.');
  expect(choiceViolationText(minOptions(19), 'Pizza', 'ro')).toBe('Toppings: alege cel puțin 19 opțiuni.');
  expect(choiceViolationText(minOptions(20), 'Pizza', 'ro')).toBe('Toppings: alege cel puțin 20 de opțiuni.');
});

test('Lithuanian counts 1 and 21 alike, 2 to 9 alike, and 10 to 20 in the genitive', () => {
  expect(choiceViolationText(minOptions(21), 'Pizza', 'lt')).toBe('Toppings: pasirinkite bent 21 variantą.');
  expect(choiceViolationText(minOptions(3), 'Pizza', 'lt')).toBe('Toppings: pasirinkite bent 3 variantus.');
  expect(choiceViolationText(minOptions(12), 'Pizza', 'lt')).toBe('Toppings: pasirinkite bent 12 variantų.');
});

test('a size and a quantity in Spanish, Lithuanian and Romanian', () => {
  const size: ChoiceViolation = { rule: 'size_required', message: '' };
  expect(choiceViolationText(size, 'Pizza', 'es')).toBe('Elige un tamaño de Pizza.');
  expect(choiceViolationText(size, 'Pizza', 'lt')).toBe('Pizza: pasirinkite dydį.');
  expect(choiceViolationText(size, 'Pizza', 'ro')).toBe('Alege o mărime pentru Pizza.');
  const quantity: ChoiceViolation = { rule: 'min_quantity', option_id: 1001, option: 'Olives', min: 2, message: '' };
  expect(choiceViolationText(quantity, 'Pizza', 'ro')).toBe('Olives: ia cel puțin 2.');
});
