import { act, screen, within } from '@testing-library/react';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { cartProduct } from '../../../test-support/cart-product';
import { renderInShop } from '../../../test-support/render-in-shop';
import { CartContents } from './CartContents';

afterEach(() => act(() => $cart.set(emptyCart())));

test('a group order\'s line (locked) shows its quantity but offers no way to change or remove it here', async () => {
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ name: 'Margherita', quantity: 2, locked: true }), cartProduct({ id: 2, name: 'Lemonade' })] }));
  await renderInShop(<CartContents />);
  const [group, own] = await screen.findAllByRole('listitem');
  expect(within(group!).getByText('× 2')).toBeInTheDocument();
  expect(within(group!).queryAllByRole('button')).toEqual([]);
  // An ordinary line keeps its stepper and its remove button.
  expect(within(own!).getByRole('button', { name: 'Remove Lemonade' })).toBeInTheDocument();
});
