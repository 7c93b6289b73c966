import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { i18n } from 'shared-contracts/i18n/i18n';
import { CART_NAMESPACE } from '../i18n/load-cart-messages';
import { cartProduct } from '../test-support/cart-product';
import { renderInShop } from '../test-support/render-in-shop';
import { VISIT_MS } from '../features/table/visit';
import CartWidget from './CartWidget';

afterEach(() => act(() => $cart.set(emptyCart())));

function fillCart() {
  // 2 x 10 + 1 x 5.5 = 25.50
  act(() =>
    $cart.set({
      ...emptyCart(),
      products: [
        cartProduct({ id: 1, name: 'Pizza Margherita', quantity: 2, price: 10 }),
        cartProduct({ id: 2, name: 'Lemonade', quantity: 1, price: 5.5 }),
      ],
    }),
  );
}

describe('CartWidget', () => {
  // First: the other tests open the panel, which loads the cart namespace into the shared i18n.
  it('names itself from its own small namespace: the cart catalogue waits for the panel (issue #11)', async () => {
    fillCart();
    await renderInShop(<CartWidget />);
    const button = await screen.findByRole('button', { name: 'Cart, 3 items, 25.50 lei' });
    expect(i18n.hasResourceBundle('en', CART_NAMESPACE)).toBe(false);

    await userEvent.hover(button);
    await waitFor(() => expect(i18n.hasResourceBundle('en', CART_NAMESPACE)).toBe(true));
  });

  it('shows the item count and total, and follows $cart', async () => {
    await renderInShop(<CartWidget />);
    expect(await screen.findByTestId('cart-count')).toHaveTextContent(/^0$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^0 lei$/);

    fillCart();
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^3$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^25.50 lei$/);
  });

  it('names the button as a sentence: "Cart, 3 items, 25.50 lei"', async () => {
    fillCart();
    await renderInShop(<CartWidget />);
    expect(await screen.findByRole('button', { name: 'Cart, 3 items, 25.50 lei' })).toBeInTheDocument();

    act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ price: 12 })] }));
    expect(screen.getByRole('button', { name: 'Cart, 1 item, 12 lei' })).toBeInTheDocument();
  });

  it('is named in the visitor\'s language', async () => {
    fillCart();
    await renderInShop(<CartWidget />, { language: 'es' });
    expect(await screen.findByRole('button', { name: 'Carrito, 3 productos, 25.50 lei' })).toBeInTheDocument();
  });

  it('opens the cart panel with the contents and a "View cart" link', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderInShop(<CartWidget />);

    const button = await screen.findByRole('button', { name: /^Cart,/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);

    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    await waitFor(() => expect(panel).toHaveFocus());
    expect(within(panel).getByRole('button', { name: 'Remove Lemonade' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('link', { name: 'View cart' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/cart/checkout');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderInShop(<CartWidget />);

    const button = await screen.findByRole('button', { name: /^Cart,/ });
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Increase the quantity of Lemonade' }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^4$/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button, and on a click outside', async () => {
    const user = userEvent.setup();
    await renderInShop(<CartWidget />);
    const button = await screen.findByRole('button', { name: /^Cart,/ });

    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'View cart' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close the cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('current-path'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is non-modal: when Tab takes focus out to the page, the panel closes instead of staying open over it', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderInShop(
      <>
        <CartWidget />
        <a href="#menu">Menu</a>
      </>,
    );

    await user.click(await screen.findByRole('button', { name: /^Cart,/ }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    await waitFor(() => expect(panel).toHaveFocus());
    const page = screen.getByRole('link', { name: 'Menu' });
    // Tab through the panel's controls until focus reaches the page.
    for (let step = 0; step < 20 && !page.matches(':focus'); step += 1) await user.tab();

    expect(page).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cart,/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the table only while its visit lasts: after that the cart leaves it, and its total counts packing again', async () => {
    const seated = { ...emptyCart(), delivery_type: 'table' as const, table_id: 3, table_number: '5', table_link: 'abc', products: [cartProduct({ price: 10, pack_price: 1 })] };
    act(() => $cart.set({ ...seated, table_seated_at: Date.now() - VISIT_MS + 60_000 }));
    await renderInShop(<CartWidget />);
    expect(await screen.findByTestId('table-badge')).toHaveTextContent('Table 5');
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^10 lei$/);

    // Twelve hours since the QR code was scanned: the meal is over, the customer has left the table.
    act(() => $cart.set({ ...seated, table_seated_at: Date.now() - VISIT_MS }));
    await waitFor(() => expect(screen.queryByTestId('table-badge')).not.toBeInTheDocument());
    expect($cart.get()).toMatchObject({ delivery_type: 'pickup', table_id: null, table_number: null, table_link: null });
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^11 lei$/);
  });

  it('shows no table for an order that is no longer a table order, though the cart still names one', async () => {
    // A group order handed over to the checkout sets its own delivery type and leaves the table fields be.
    act(() => $cart.set({ ...emptyCart(), delivery_type: 'pickup', table_id: 3, table_number: '5', table_seated_at: Date.now() }));
    await renderInShop(<CartWidget />);
    await screen.findByRole('button', { name: /^Cart,/ });
    expect(screen.queryByTestId('table-badge')).not.toBeInTheDocument();
  });

  it('stays open while focus moves among its own controls', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderInShop(<CartWidget />);

    await user.click(await screen.findByRole('button', { name: /^Cart,/ }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    await user.tab();
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
