import { act, screen, within } from '@testing-library/react';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import type { Voucher } from 'shared-contracts/types/voucher';
import { cartProduct } from '../../../test-support/cart-product';
import { renderInShop } from '../../../test-support/render-in-shop';
import { CartContents } from './CartContents';

afterEach(() => act(() => $cart.set(emptyCart())));

// The seed's FREELEMONADE: one lemonade (24) free.
const FREELEMONADE: Voucher = {
  code: 'FREELEMONADE', value_type: 'products', value: 0, value_currency: 0, category_id: null, exclude_category_id: null,
  no_of_free_products: 1, already_used_products: 0, already_used_modifier_options: 0, free_products: [24],
  free_modifier_options: [], free_categories: [], min_order_value: 0, for_delivery: true, valid_from: null, valid_until: null,
};

function showCart(lemonades: number, discountFromServer: number | null = 7) {
  const products = [cartProduct({ id: 1, name: 'Margherita', price: 30 }), cartProduct({ id: 24, name: 'Lemonade', price: 7, quantity: lemonades })];
  act(() => $cart.set({ ...emptyCart(), voucher: FREELEMONADE, discount_free_products: discountFromServer === null ? null : { name: 'FREELEMONADE', value: discountFromServer }, products }));
}

test('the line a free-items voucher gives away says so, in words a screen reader reads too', async () => {
  showCart(1);
  await renderInShop(<CartContents />);
  const [pizza, lemonade] = await screen.findAllByRole('listitem');
  expect(within(lemonade!).getByText('Free with FREELEMONADE')).toBeInTheDocument();
  expect(within(lemonade!).getByText('Free')).toBeInTheDocument();
  // The struck price is named, not only drawn.
  expect(within(lemonade!).getByRole('deletion')).toHaveTextContent('Full price: 7 lei');
  expect(within(pizza!).queryByText(/FREELEMONADE/)).toBeNull();
  expect(within(pizza!).queryByRole('deletion')).toBeNull();
  // The subtotal stays the pricing module's: 30 + 7 - 7.
  expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('30 lei');
});

test('a line with one free unit of two says it is partly free and shows what is paid', async () => {
  showCart(2);
  await renderInShop(<CartContents />);
  const [, lemonade] = await screen.findAllByRole('listitem');
  expect(within(lemonade!).getByText('Partly free with FREELEMONADE')).toBeInTheDocument();
  expect(within(lemonade!).getByRole('deletion')).toHaveTextContent('14 lei');
  expect(within(lemonade!).getByText('7 lei', { selector: '.ui-price:not(del *)' })).toBeInTheDocument();
});

test('the subtotal under the lines takes the free line off even before the server has answered the discount', async () => {
  showCart(1, null);
  await renderInShop(<CartContents />);
  expect(await screen.findByText('Free with FREELEMONADE')).toBeInTheDocument();
  expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('30 lei');
});
