import { act, screen, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { $cart, changeQuantity, updateCart } from 'shared-contracts/stores/cart';
import { $language, setLanguage } from 'shared-contracts/stores/language';
import { fakeApi, type RecordedRequest } from 'shared-contracts/test-support/fake-api';
import { emptyCart } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';
import { cartProduct } from '../../test-support/cart-product';
import { renderInShop } from '../../test-support/render-in-shop';
import { CartContents } from './components/CartContents';
import { nameLinesInLanguage } from './line-names-in-language';

/** The names the API serves in each language, made different in each so a test sees which one a line took. */
const NAMES = {
  en: { product: 'Margherita', size: 'Large', option: 'Extra mozzarella' },
  es: { product: 'Margarita', size: 'Grande', option: 'Mozzarella extra' },
  lt: { product: 'Margarita LT', size: 'Didelė', option: 'Papildoma mocarela' },
  ro: { product: 'Margherita', size: 'Mare', option: 'Extra mozzarella' },
} as const;

function margheritaIn(language: keyof typeof NAMES): Product {
  const names = NAMES[language];
  return {
    id: 1, name: names.product, url: 'margherita', description: '', ingredients: '', price: 32, pack_price: 2, pictures: [], allergens: [],
    nutrition: null, categories: [{ id: 1 }], menu_ids: [1], out_of_stock: false, age_restriction: false, recommended: false,
    sizes: [{ product_store_id: 11, id: 111, name: '30 cm', price: 32 }, { product_store_id: 11, id: 112, name: names.size, price: 46 }],
    option_groups: [{ id: 101, name: 'Extras', min_options: 0, max_options: 3, options: [{ id: 1001, name: names.option, price: 4, min_quantity: 0, max_quantity: 2, allergens: [] }] }],
  };
}

/** Answers GET public/products in the language the request carries; the lemonade is no longer on the menu. */
function serveProducts() {
  return fakeApi((request: RecordedRequest) => {
    if (request.url.pathname !== '/public/products') return undefined;
    const language = (request.url.searchParams.get('translate_language') ?? 'en') as keyof typeof NAMES;
    return { json: [margheritaIn(language)] };
  });
}

const addedInEnglish = [
  cartProduct({
    id: 1, name: 'Margherita', price: 46, quantity: 3, selected_size: 112,
    sizes: [{ product_store_id: 11, id: 111, name: '30 cm', price: 32 }, { product_store_id: 11, id: 112, name: 'Large', price: 46 }],
    options: [{ id: 1001, price: 4, quantity: 2, name: 'Extra mozzarella' }],
  }),
  cartProduct({ id: 24, name: 'Lemonade', price: 14 }),
];

let api: ReturnType<typeof fakeApi> | null = null;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  api = serveProducts();
  act(() => $cart.set({ ...emptyCart(), store_id: 7, informations: 'Ring twice', products: addedInEnglish }));
});
afterEach(async () => {
  api?.restore();
  act(() => $cart.set(emptyCart()));
  await act(() => setLanguage('en'));
});

function lineNames(): string[] {
  const list = screen.getByRole('list', { name: /.+/ });
  return within(list).getAllByRole('listitem').map((line) => line.textContent ?? '');
}

test('lines added in English read in Spanish once the customer reads Spanish; what was chosen stays', async () => {
  await act(() => setLanguage('es'));
  await renderInShop(<CartContents />, { language: 'es' });

  expect(await screen.findByText('Margarita')).toBeInTheDocument();
  expect(lineNames()[0]).toContain('Grande');
  expect(lineNames()[0]).toContain('Mozzarella extra');
  const request = api!.requests.find((r) => r.url.pathname === '/public/products');
  expect(request?.url.searchParams.get('translate_language')).toBe('es');
  expect(request?.url.searchParams.get('product_ids')).toBe('1,24');
  expect(request?.url.searchParams.get('store_id')).toBe('7');

  const cart = $cart.get();
  expect(cart.informations).toBe('Ring twice');
  expect(cart.products.map(({ id, quantity, selected_size, price }) => ({ id, quantity, selected_size, price }))).toEqual([
    { id: 1, quantity: 3, selected_size: 112, price: 46 },
    { id: 24, quantity: 1, selected_size: null, price: 14 },
  ]);
  expect(cart.products[0]?.options).toEqual([{ id: 1001, price: 4, quantity: 2, name: 'Mozzarella extra' }]);
  // No longer on the menu: it keeps the name it had.
  expect(cart.products[1]?.name).toBe('Lemonade');
});

test('a change of language while the cart is shown names its lines again', async () => {
  await renderInShop(<CartContents />);
  expect(await screen.findByText('Margherita')).toBeInTheDocument();

  await act(() => setLanguage('lt'));
  expect(await screen.findByText('Margarita LT')).toBeInTheDocument();
  expect(lineNames()[0]).toContain('Papildoma mocarela');
  expect($cart.get().products[0]?.sizes[1]?.name).toBe('Didelė');
});

test('a change made while the names are read is kept, and an answer in a language left since is not applied', async () => {
  act(() => $language.set('es'));
  const reading = nameLinesInLanguage();
  act(() => {
    changeQuantity(0, 1);
    updateCart({ informations: 'Ring three times' });
  });
  await act(() => reading);
  expect($cart.get().products[0]).toMatchObject({ name: 'Margarita', quantity: 4 });
  expect($cart.get().informations).toBe('Ring three times');

  act(() => $language.set('ro'));
  const left = nameLinesInLanguage();
  act(() => $language.set('lt'));
  await act(() => left);
  expect($cart.get().products[0]?.name).toBe('Margarita');
});
