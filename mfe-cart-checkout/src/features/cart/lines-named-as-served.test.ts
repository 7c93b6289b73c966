import type { Product } from 'shared-contracts/types/product';
import { cartProduct } from '../../test-support/cart-product';
import { linesNamedAsServed } from './lines-named-as-served';

function served(overrides: Partial<Product>): Product {
  return {
    id: 1, name: 'Margarita', url: '', description: '', ingredients: '', price: 32, pack_price: 2, pictures: [], allergens: [],
    nutrition: null, categories: [{ id: 1 }], menu_ids: [], sizes: [], option_groups: [], out_of_stock: false,
    age_restriction: false, recommended: false, ...overrides,
  };
}

const margheritaInEnglish = cartProduct({
  id: 1, name: 'Margherita', price: 46, quantity: 3, selected_size: 112,
  sizes: [{ product_store_id: 11, id: 111, name: 'Small', price: 32 }, { product_store_id: 11, id: 112, name: 'Large', price: 46 }],
  options: [{ id: 1001, price: 4, quantity: 2, name: 'Extra mozzarella' }, { id: 1004, price: 3, quantity: 1, name: 'Olives' }],
});

const margheritaInSpanish = served({
  sizes: [{ product_store_id: 11, id: 111, name: 'Pequeña', price: 99 }, { product_store_id: 11, id: 112, name: 'Grande', price: 99 }],
  option_groups: [{
    id: 101, name: 'Ingredientes extra', min_options: 0, max_options: 3, options: [
      { id: 1001, name: 'Mozzarella extra', price: 99, min_quantity: 0, max_quantity: 2, allergens: [] },
      { id: 1004, name: 'Aceitunas', price: 99, min_quantity: 0, max_quantity: 1, allergens: [] },
    ],
  }],
});

test('the product, its sizes and its options take the names served now; quantities, choices and prices stay', () => {
  const [line] = linesNamedAsServed([margheritaInEnglish], [margheritaInSpanish]);
  expect(line).toEqual({
    ...margheritaInEnglish,
    name: 'Margarita',
    sizes: [{ product_store_id: 11, id: 111, name: 'Pequeña', price: 32 }, { product_store_id: 11, id: 112, name: 'Grande', price: 46 }],
    options: [{ id: 1001, price: 4, quantity: 2, name: 'Mozzarella extra' }, { id: 1004, price: 3, quantity: 1, name: 'Aceitunas' }],
  });
});

test('a product no longer served keeps its line as it was, and so do a size or an option no longer served', () => {
  const lemonade = cartProduct({ id: 24, name: 'Lemonade' });
  const withoutOlives = served({ ...margheritaInSpanish, sizes: [], option_groups: [{ ...margheritaInSpanish.option_groups[0]!, options: margheritaInSpanish.option_groups[0]!.options.slice(0, 1) }] });
  const [margherita, sameLemonade] = linesNamedAsServed([margheritaInEnglish, lemonade], [withoutOlives]);
  expect(sameLemonade).toBe(lemonade);
  expect(margherita?.name).toBe('Margarita');
  expect(margherita?.sizes.map((size) => size.name)).toEqual(['Small', 'Large']);
  expect(margherita?.options.map((option) => option.name)).toEqual(['Mozzarella extra', 'Olives']);
});

test('a line already named as served is the very same line, and a cart saved before option names were carried gets them', () => {
  const named = linesNamedAsServed([margheritaInEnglish], [margheritaInSpanish]);
  expect(linesNamedAsServed(named, [margheritaInSpanish])[0]).toBe(named[0]);
  const older = cartProduct({ id: 1, name: 'Margarita', options: [{ id: 1004, price: 3, quantity: 1 }] });
  expect(linesNamedAsServed([older], [margheritaInSpanish])[0]?.options).toEqual([{ id: 1004, price: 3, quantity: 1, name: 'Aceitunas' }]);
});
