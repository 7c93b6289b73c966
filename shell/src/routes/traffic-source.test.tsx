import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { CART_TOKEN_COOKIE, flushCartSync, startCartSync } from 'shared-contracts/stores/cart-sync';
import { deleteCookie, writeCookie } from 'shared-contracts/stores/cookies';
import { emptyCart } from 'shared-contracts/types/cart';
import type { Cart } from 'shared-contracts/types/cart';
import { useTrafficSource } from './traffic-source';

function Screen() {
  useTrafficSource();
  return null;
}

afterEach(() => {
  jest.restoreAllMocks();
  deleteCookie(CART_TOKEN_COOKIE);
});

it("keeps the server's cart when a link with a traffic source opens a tab with no copy in localStorage", async () => {
  const serverCart = { ...emptyCart(), name: 'Ana', products: [{ id: 5, name: 'Margherita', quantity: 2 }] };
  let answerLoad: () => void = () => undefined;
  const saves: Cart[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method === 'GET') {
      // The cart is still on its way when the first screen renders.
      await new Promise<void>((resolve) => (answerLoad = resolve));
      return Response.json({ token: 'cart-9', json_object: JSON.stringify(serverCart) });
    }
    saves.push(JSON.parse(((await request.json()) as { json_object: string }).json_object));
    return Response.json({ token: 'cart-9', discount_free_products: null });
  });
  configureApi({ apiUrl: 'http://api.test/' });
  localStorage.clear();
  $cart.set(emptyCart());
  writeCookie(CART_TOKEN_COOKIE, 'cart-9');
  const stop = startCartSync();
  try {
    render(<MemoryRouter initialEntries={['/?traffic_source=newsletter']}><Screen /></MemoryRouter>);
    await new Promise((resolve) => setTimeout(resolve));
    answerLoad();
    await flushCartSync();
    await flushCartSync();
    expect($cart.get()).toMatchObject({ name: 'Ana', traffic_source: 'newsletter' });
    expect(saves.at(-1)).toMatchObject({ name: 'Ana', traffic_source: 'newsletter', products: [{ id: 5, quantity: 2 }] });
  } finally {
    stop();
  }
});
