import { act, screen } from '@testing-library/react';
import { $cart } from 'shared-contracts/stores/cart';
import { setLanguage } from 'shared-contracts/stores/language';
import { emptyCart, type DeliveryType } from 'shared-contracts/types/cart';
import { cartProduct } from '../../../test-support/cart-product';
import { renderInShop } from '../../../test-support/render-in-shop';
import { CartContents } from './CartContents';

afterEach(() => act(() => $cart.set(emptyCart())));

function cartWith(quantity: number, delivery_type: DeliveryType = 'pickup') {
  // Spaghetti carbonara as the shop sells it: 36 lei, packed for 1.50 lei.
  act(() => $cart.set({ ...emptyCart(), delivery_type, products: [cartProduct({ name: 'Spaghetti carbonara', price: 36, pack_price: 1.5, quantity })] }));
}

test('a line whose price holds its packaging says so, for the units it holds', async () => {
  cartWith(1);
  const { unmount } = await renderInShop(<CartContents />);
  const [line] = await screen.findAllByRole('listitem');
  expect(line).toHaveTextContent('37.50 lei' + 'incl. 1.50 lei packaging');
  unmount();

  cartWith(3);
  await renderInShop(<CartContents />);
  // 3 x (36 + 1.50).
  expect((await screen.findAllByRole('listitem'))[0]).toHaveTextContent('112.50 lei' + 'incl. 4.50 lei packaging');
});

test('in Spanish the packaging is said in Spanish, digits as Spanish writes them', async () => {
  cartWith(1);
  await act(() => setLanguage('es'));
  try {
    await renderInShop(<CartContents />, { language: 'es' });
    expect((await screen.findAllByRole('listitem'))[0]).toHaveTextContent('37,50 lei' + 'incluye 1,50 lei de embalaje');
  } finally {
    await act(() => setLanguage('en'));
  }
});

test('at a table nothing is packed (spec §9): the price is the product\'s, with no packaging said', async () => {
  cartWith(1, 'table');
  await renderInShop(<CartContents />);
  const [line] = await screen.findAllByRole('listitem');
  expect(line).toHaveTextContent('36 lei');
  expect(line).not.toHaveTextContent(/packaging/);
});

test('a product without a pack price says nothing of packaging', async () => {
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ name: 'House lemonade', price: 14 })] }));
  await renderInShop(<CartContents />);
  expect((await screen.findAllByRole('listitem'))[0]).not.toHaveTextContent(/packaging/);
});
