import type { Product } from 'shared-contracts/types/product';
import { pricedOrderLines } from '../../src/domain/priced-order-lines';

/** A pesto with one size and a sauce group that takes one sauce at least. */
const pesto: Product = {
  id: 7, name: 'Pesto verde', url: 'pesto-verde', description: '', ingredients: '', price: 30, pack_price: null,
  pictures: [], allergens: [], nutrition: null, categories: [{ id: 1 }], menu_ids: [1],
  sizes: [{ id: 511, product_store_id: 70, name: 'Regular', price: 30 }],
  option_groups: [{ id: 100, name: 'Sauce', min_options: 1, max_options: 1, options: [{ id: 1001, name: 'Basil', price: 0, min_quantity: 0, max_quantity: 0, allergens: [] }] }],
  out_of_stock: false, age_restriction: false, recommended: false,
};

const refusalsOf = (language: 'en' | 'lt') =>
  pricedOrderLines([{ id: 7, quantity: 1.5, selected_size: null, options: [] }], [pesto], language).refusals.map((refusal) => refusal.message);

test('a broken rule is named after the product once: a text naming it already is not prefixed', () => {
  expect(refusalsOf('en')).toEqual(['The quantity of Pesto verde must be a whole number of at least 1.', 'Pesto verde: Sauce: choose at least 1 option.']);
  expect(refusalsOf('lt')).toEqual(['Pesto verde: kiekis turi būti sveikasis skaičius, ne mažesnis nei 1.', 'Pesto verde: Sauce: pasirinkite bent 1 variantą.']);
});
