import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import OrderAgain from './OrderAgain';

const lemonade = {
  id: 24, name: 'House lemonade', quantity: 2, price: 15, pack_price: null, options: [], categories: [{ id: 6 }], age_restriction: false,
  locked: false, order_product_id: null, sizes: [], selected_size: null,
};

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => updateCart({ store_id: null, products: [], delivery_type: 'pickup', table_id: null, group_order: false })));

it("puts a guest's cancelled order back in the emptied cart by the order's link, and names what cannot come back", async () => {
  const user = userEvent.setup();
  const api = fakeApi(({ method, url }) =>
    method === 'POST' && url.pathname === '/public/orders/guest-order-link/reorder'
      ? { json: { store_id: 1, products: [lemonade], unavailable: ['Tiramisu'] } }
      : undefined,
  );
  await renderInShop(<OrderAgain orderToken="guest-order-link" orderedFor="delivery" />, { path: '/order-success/guest-order-link' });
  await user.click(await screen.findByRole('button', { name: 'Order again' }));

  expect(await screen.findByText(/2 products were added to your cart at today’s prices/)).toBeInTheDocument();
  expect(screen.getByText('This product cannot be ordered again today:')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/cart/checkout');
  expect($cart.get()).toMatchObject({ store_id: 1, products: [lemonade], delivery_type: 'delivery' });
  // Not the account's call: a guest has no account, and the link is the order's key.
  expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['POST /public/orders/guest-order-link/reorder']);
  api.restore();
});

it.each([
  ['es', 'Volver a pedir'],
  ['lt', 'Užsakyti dar kartą'],
  ['ro', 'Comandă din nou'],
] as const)('says it in %s', async (language, name) => {
  await renderInShop(<OrderAgain orderToken="guest-order-link" orderedFor="pickup" />, { path: '/order-success/guest-order-link', language });
  expect(await screen.findByRole('button', { name })).toBeInTheDocument();
});
