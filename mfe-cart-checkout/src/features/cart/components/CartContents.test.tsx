import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $cart } from 'shared-contracts/stores/cart';
import { $invalidCartLines, recordInvalidProducts } from 'shared-contracts/stores/invalid-cart-products';
import { $settings, setSettings } from 'shared-contracts/stores/settings';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { emptyCart, MAX_LINE_QUANTITY } from 'shared-contracts/types/cart';
import type { Voucher } from 'shared-contracts/types/voucher';
import { cartProduct } from '../../../test-support/cart-product';
import { renderInShop } from '../../../test-support/render-in-shop';
import { $placingOrder } from '../../checkout/placing-order';
import { CartContents } from './CartContents';

const tenPercentOff: Voucher = {
  code: 'TEN',
  value_type: 'percent',
  value: 10,
  value_currency: 1.2,
  category_id: null,
  exclude_category_id: null,
  no_of_free_products: 0,
  already_used_products: 0,
  already_used_modifier_options: 0,
  free_products: [],
  free_modifier_options: [],
  free_categories: [],
  min_order_value: 0,
  for_delivery: true,
  valid_from: null,
  valid_until: null,
};

function fillCart(...products: ReturnType<typeof cartProduct>[]) {
  act(() => $cart.set({ ...emptyCart(), delivery_type: 'delivery', products }));
}

afterEach(() => act(() => {
  $cart.set(emptyCart());
  $invalidCartLines.set([]);
}));

describe('CartContents', () => {
  it('lists each line with its name, size, quantity and price, then the subtotal', async () => {
    fillCart(
      cartProduct({
        name: 'Pizza Diavola',
        quantity: 2,
        price: 30,
        pack_price: 1.5,
        options: [{ id: 4, price: 4, quantity: 1 }],
        sizes: [
          { product_store_id: 10, id: 1, name: 'Small', price: 30 },
          { product_store_id: 11, id: 2, name: 'Large', price: 40 },
        ],
        selected_size: 2,
      }),
      cartProduct({ id: 2, name: 'Lemonade', price: 8.25 }),
    );
    await renderInShop(<CartContents />);

    const lines = within(await screen.findByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    // Large: 2 x (40 + 1.5 + 4) = 91
    expect(lines[0]).toHaveTextContent('Pizza Diavola');
    expect(lines[0]).toHaveTextContent('Size: Large');
    expect(within(lines[0]!).getByRole('group', { name: 'Quantity of Pizza Diavola (Large)' })).toHaveTextContent('2');
    expect(lines[0]).toHaveTextContent('91 lei');
    expect(lines[1]).toHaveTextContent('Lemonade');
    expect(lines[1]).not.toHaveTextContent('Size');
    expect(lines[1]).toHaveTextContent('8.25 lei');
    // 91 + 8.25 = 99.25
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('99.25 lei');
  });

  it('lists each line\'s options, and names its buttons by them, so two lines of one dish differ', async () => {
    // As the catalog adds them: each option with the name it had on the product page.
    const rare = [{ id: 31, price: 0, quantity: 1, name: 'Medium' }, { id: 41, price: 4, quantity: 1, name: 'Fries' }];
    const wellDone = [{ id: 33, price: 0, quantity: 1, name: 'Well done' }, { id: 42, price: 2.5, quantity: 2, name: 'Side salad' }];
    fillCart(
      cartProduct({ id: 19, name: 'Aurora burger', options: rare }),
      cartProduct({ id: 19, name: 'Aurora burger', options: wellDone }),
    );
    await renderInShop(<CartContents />);

    const [first, second] = within(await screen.findByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Medium, Fries');
    expect(second).toHaveTextContent('Well done, 2 × Side salad');
    expect(within(first!).getByRole('button', { name: 'Remove Aurora burger (Medium, Fries)' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Remove Aurora burger (Well done, 2 × Side salad)' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Decrease the quantity of Aurora burger (Well done, 2 × Side salad)' })).toBeInTheDocument();
  });

  it('keeps focus in the cart after a removal: on the next line, the new last line, then the empty message', async () => {
    const user = userEvent.setup();
    fillCart(
      cartProduct({ id: 1, name: 'Pizza Diavola' }),
      cartProduct({ id: 2, name: 'Lemonade' }),
      cartProduct({ id: 3, name: 'Tiramisu' }),
    );
    await renderInShop(<CartContents />);

    await user.click(await screen.findByRole('button', { name: 'Remove Pizza Diavola' }));
    expect(screen.getByRole('button', { name: 'Remove Lemonade' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    expect(screen.getByRole('button', { name: 'Remove Lemonade' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Your cart is empty')).toHaveFocus();
  });

  it('moves focus to the list when the line after a removed one has no controls (a group order\'s)', async () => {
    const user = userEvent.setup();
    fillCart(cartProduct({ id: 1, name: 'Lemonade' }), cartProduct({ id: 2, name: 'Margherita', locked: true }));
    await renderInShop(<CartContents />);

    await user.click(await screen.findByRole('button', { name: 'Remove Lemonade' }));
    expect(screen.getByRole('list', { name: 'Products in your cart' })).toHaveFocus();
  });

  it('raises and lowers the quantity with + and −', async () => {
    const user = userEvent.setup();
    fillCart(cartProduct({ name: 'Lemonade', quantity: 2, price: 8 }));
    await renderInShop(<CartContents />);

    await user.click(await screen.findByRole('button', { name: 'Increase the quantity of Lemonade' }));
    expect($cart.get().products[0]?.quantity).toBe(3);
    expect(screen.getByRole('group', { name: 'Quantity of Lemonade' })).toHaveTextContent('3');
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('24 lei');

    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Lemonade' }));
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Lemonade' }));
    expect($cart.get().products[0]?.quantity).toBe(1);
  });

  it('does nothing with − at quantity 1, and shows it as disabled (spec §4)', async () => {
    const user = userEvent.setup();
    fillCart(cartProduct({ name: 'Lemonade', quantity: 1 }));
    await renderInShop(<CartContents />);

    const decrease = await screen.findByRole('button', { name: 'Decrease the quantity of Lemonade' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Increase the quantity of Lemonade' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(decrease);
    expect($cart.get().products).toHaveLength(1);
    expect($cart.get().products[0]?.quantity).toBe(1);
    expect(screen.getByRole('group', { name: 'Quantity of Lemonade' })).toHaveTextContent('1');
  });

  it('does nothing with + at the most of one line an order takes, and shows it as disabled', async () => {
    const user = userEvent.setup();
    fillCart(cartProduct({ name: 'Lemonade', quantity: MAX_LINE_QUANTITY }));
    await renderInShop(<CartContents />);

    const increase = await screen.findByRole('button', { name: 'Increase the quantity of Lemonade' });
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase);
    expect($cart.get().products[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('removes a line with its "Remove <name>" button', async () => {
    const user = userEvent.setup();
    fillCart(cartProduct({ id: 1, name: 'Pizza Diavola' }), cartProduct({ id: 2, name: 'Lemonade' }));
    await renderInShop(<CartContents />);

    await user.click(await screen.findByRole('button', { name: 'Remove Pizza Diavola' }));
    expect($cart.get().products.map((product) => product.name)).toEqual(['Lemonade']);
    expect(screen.queryByText('Pizza Diavola')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Lemonade' })).toBeInTheDocument();
  });

  it('a double click on × removes one line: its second click, on the next line moved up under the pointer, is ignored', async () => {
    fillCart(cartProduct({ id: 1, name: 'Pizza Diavola' }), cartProduct({ id: 2, name: 'Lemonade' }));
    await renderInShop(<CartContents />);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Pizza Diavola' }), { detail: 1 });
    // The same spot now holds the next line's ×, which takes the double click's second click.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lemonade' }), { detail: 2 });
    expect($cart.get().products.map((product) => product.name)).toEqual(['Lemonade']);
    // A keyboard's Enter or Space clicks with no count: it removes.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lemonade' }), { detail: 0 });
    expect($cart.get().products).toEqual([]);
  });

  it('while the order is being placed the lines cannot be changed: it goes as the cart was at the click', async () => {
    fillCart(cartProduct({ id: 1, name: 'Pizza Diavola', quantity: 2 }), cartProduct({ id: 2, name: 'Lemonade' }));
    act(() => $placingOrder.set(true));
    try {
      await renderInShop(<CartContents />);
      expect(await screen.findByRole('button', { name: 'Remove Pizza Diavola' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Increase the quantity of Pizza Diavola' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Decrease the quantity of Pizza Diavola' })).toBeDisabled();
      act(() => $placingOrder.set(false));
      expect(screen.getByRole('button', { name: 'Remove Pizza Diavola' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Increase the quantity of Pizza Diavola' })).toBeEnabled();
    } finally {
      act(() => $placingOrder.set(false));
    }
  });

  it('drops the voucher when the last product is removed (the store rule, reached from the UI)', async () => {
    const user = userEvent.setup();
    act(() =>
      $cart.set({
        ...emptyCart(),
        products: [cartProduct({ name: 'Lemonade', price: 12 })],
        voucher: tenPercentOff,
        only_for_later: true,
      }),
    );
    await renderInShop(<CartContents />);

    await user.click(await screen.findByRole('button', { name: 'Remove Lemonade' }));
    expect($cart.get().products).toEqual([]);
    expect($cart.get().voucher).toBeNull();
    expect($cart.get().only_for_later).toBe(false);
  });

  it('marks the lines the server reported (POST public/carts invalid_products), each with a way to remove it', async () => {
    const user = userEvent.setup();
    fillCart(cartProduct({ id: 1, name: 'Pizza Diavola' }), cartProduct({ id: 41, name: 'Whole walnut cake' }), cartProduct({ id: 19, name: 'Aurora burger' }));
    act(() => recordInvalidProducts($cart.get().products, [
      { index: 1, id: 41, violations: [{ rule: 'unknown_product', message: 'Product 41 is not sold in this store.' }] },
      { index: 2, id: 19, violations: [{ rule: 'min_options', message: 'Side: choose at least 1.' }] },
    ]));
    await renderInShop(<CartContents />);

    expect(await screen.findByText('Some products in your cart can no longer be ordered. Remove them to continue.')).toBeInTheDocument();
    const lines = screen.getAllByRole('listitem');
    expect(within(lines[0]!).queryByText(/no longer/)).not.toBeInTheDocument();
    expect(within(lines[1]!).getByText('No longer sold at this store.')).toBeInTheDocument();
    expect(within(lines[2]!).getByText('These choices can no longer be ordered.')).toBeInTheDocument();

    await user.click(within(lines[1]!).getByRole('button', { name: 'Remove Whole walnut cake from the cart' }));
    expect($cart.get().products.map((product) => product.id)).toEqual([1, 19]);
    // The other reported line stays marked until the server answers again.
    expect(screen.getByText('These choices can no longer be ordered.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Aurora burger from the cart' }));
    expect(screen.queryByText(/can no longer be ordered/)).not.toBeInTheDocument();
  });

  it('says a line is out of stock at the cart\'s store, as the server reported it after a change of store', async () => {
    fillCart(cartProduct({ id: 6, name: 'Prosciutto e funghi' }));
    act(() => recordInvalidProducts($cart.get().products, [
      { index: 0, id: 6, violations: [{ rule: 'out_of_stock', message: 'Prosciutto e funghi is out of stock in this store.' }] },
    ]));
    await renderInShop(<CartContents />);
    expect(await screen.findByText('Out of stock at this store.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Prosciutto e funghi from the cart' })).toBeInTheDocument();
  });

  it('rounds the subtotal as the checkout does in a currency charged in whole units (HUF): no forint fillér', async () => {
    const settings = websiteSettingsFixture();
    act(() => setSettings({ ...settings, localization: { ...settings.localization, currency: 'HUF' } }));
    try {
      fillCart(cartProduct({ name: 'Lángos', price: 995.5 }));
      await renderInShop(<CartContents />);

      // The checkout's cost lines (and the API) count 996, not 995.50.
      expect(await screen.findByText('Subtotal')).toBeInTheDocument();
      expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent(/^996 HUF$/);
    } finally {
      act(() => $settings.set(null));
    }
  });

  it('shows the empty state with a link to the menu', async () => {
    await renderInShop(<CartContents />, { path: '/cart/checkout' });

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See the menu' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('calls onNavigate when its link is followed, so a panel can close', async () => {
    const onNavigate = jest.fn();
    await renderInShop(<CartContents onNavigate={onNavigate} />);

    await userEvent.click(await screen.findByRole('link', { name: 'See the menu' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
