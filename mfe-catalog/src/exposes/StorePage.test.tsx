import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $screenMetadata } from 'shared-contracts/stores/screen-metadata';
import { $settings } from 'shared-contracts/stores/settings';
import { aStore } from 'shared-contracts/test-support/website-settings';
import { emptyCart } from 'shared-contracts/types/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { aProduct, someSettings } from '../test-support/catalog-fixtures';
import { toCartProduct } from '../features/products/to-cart-product';
import StorePage from './StorePage';

const carbonara = aProduct({ id: 3, name: 'Spaghetti carbonara', price: 38 });

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});

beforeEach(() => {
  // The visit began elsewhere: the settings name no store, and the default is the first one.
  $settings.set(someSettings({ store_id: null, stores: [aStore({ id: 1 }), aStore({ id: 2, name: 'Riverside', url: 'riverside' })] }));
  $cart.set(emptyCart());
  network = fakeApi(() => ({ json: [carbonara] }));
});

afterEach(() => network.restore());

function RoutedStorePage() {
  return <StorePage params={useParams()} />;
}

/** Opens /s/riverside and answers the carbonara's card once the products are listed. */
async function openRiverside() {
  render(
    <MemoryRouter initialEntries={['/s/riverside']}>
      <Routes>
        <Route path="/s/:storeUrl" element={<RoutedStorePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.findByRole('article', { name: /Spaghetti carbonara/ });
}

async function addCarbonaraAtRiverside() {
  const card = await openRiverside();
  await userEvent.setup().click(within(card).getByRole('button', { name: 'Add to cart Spaghetti carbonara' }));
}

it('lists the store\'s prices, and a cart with no store takes that store with the product', async () => {
  await addCarbonaraAtRiverside();
  expect(network.requests[0]?.url.searchParams.get('store_id')).toBe('2');
  expect($cart.get().store_id).toBe(2);
  expect($cart.get().products.map((line) => [line.id, line.price])).toEqual([[3, 38]]);
});

const OTHER_STORE_NOTICE = 'Your cart is for another store: Old Town. What you add here is ordered from it, at its prices.';

it('a cart with lines from another store keeps it (moving it would reprice them), and the page says which store it is for', async () => {
  $cart.set({ ...emptyCart(), store_id: 1, products: [toCartProduct(aProduct({ id: 9, name: 'Tiramisu', price: 18 }))] });
  await openRiverside();
  expect(screen.getByText(OTHER_STORE_NOTICE).closest('[role=status]')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart Spaghetti carbonara' }));
  expect($cart.get().store_id).toBe(1);
  expect($cart.get().products.map((line) => line.id)).toEqual([9, 3]);
});

it("an empty cart kept at an earlier visit's store takes this one, so what is added here is priced, linked and ordered here", async () => {
  $cart.set({ ...emptyCart(), store_id: 1, payment_method: 'cash' });
  await openRiverside();
  await waitFor(() => expect($cart.get().store_id).toBe(2));
  expect(screen.queryByText(OTHER_STORE_NOTICE)).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart Spaghetti carbonara' }));
  expect($cart.get().store_id).toBe(2);
  expect($cart.get().products.map((line) => [line.id, line.price])).toEqual([[3, 38]]);
});

it('a cart emptied while the page is open takes its store then', async () => {
  $cart.set({ ...emptyCart(), store_id: 1, products: [toCartProduct(aProduct({ id: 9, name: 'Tiramisu', price: 18 }))] });
  await openRiverside();
  act(() => $cart.set({ ...$cart.get(), products: [] }));
  await waitFor(() => expect($cart.get().store_id).toBe(2));
  expect(screen.queryByText(OTHER_STORE_NOTICE)).not.toBeInTheDocument();
});

it("a group order's cart keeps the group's store even with nothing in it, and the page says so", async () => {
  $cart.set({ ...emptyCart(), store_id: 1, group_order: true, order_token: 'LINK123', participant_token: 'participant-1' });
  await openRiverside();
  expect(screen.getByText(OTHER_STORE_NOTICE)).toBeInTheDocument();
  expect($cart.get().store_id).toBe(1);
});

it("a group order's cart with no store yet is not moved to the page's store either: the group's store is not this page's to choose", async () => {
  $cart.set({ ...emptyCart(), store_id: null, group_order: true, order_token: 'LINK123', participant_token: 'participant-1' });
  await openRiverside();
  expect($cart.get().store_id).toBeNull();
});

it('a cart with no store takes the store on its visit, so a reload or its product pages keep its prices', async () => {
  await openRiverside();
  expect($cart.get().store_id).toBe(2);
  expect($cart.get().products).toEqual([]);
});

it('a change of language keeps the page until the new names replace the old', async () => {
  network.restore();
  network = fakeApi(({ url }) => ({ json: [url.searchParams.get('translate_language') === 'es' ? { ...carbonara, name: 'Espaguetis carbonara' } : carbonara] }));
  await openRiverside();
  const heading = screen.getByRole('heading', { level: 1, name: 'Menu of Riverside' });
  try {
    act(() => $language.set('es'));
    // While the Spanish names load: no placeholder, the same page.
    expect(document.querySelector('.catalog-skeleton')).toBeNull();
    expect(heading).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: /Espaguetis carbonara/ })).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
  } finally {
    act(() => $language.set('en'));
  }
});

it('a failed load is headed and titled as such, and the store\'s own heading and title come back with its products (WCAG 2.4.2)', async () => {
  network.restore();
  let fail = true;
  // A 400 is not tried again by the client, so the page shows it at once.
  network = fakeApi(() => (fail ? { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Store 2 is closed.' } } : { json: [carbonara] }));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/s/riverside']}>
      <Routes>
        <Route path="/s/:storeUrl" element={<RoutedStorePage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this page' })).toBeInTheDocument();
  expect($screenMetadata.get()).toEqual({ title: 'We could not load this page' });
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Menu of Riverside' })).toBeInTheDocument();
  expect($screenMetadata.get()).toEqual({ title: 'Menu of Riverside' });
});

it('"Try again" hands the keyboard to the heading of what loaded, or keeps it on itself when it fails again (WCAG 2.4.3)', async () => {
  network.restore();
  let fail = true;
  network = fakeApi(() => (fail ? { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Store 2 is closed.' } } : { json: [carbonara] }));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/s/riverside']}>
      <Routes>
        <Route path="/s/:storeUrl" element={<RoutedStorePage />} />
      </Routes>
    </MemoryRouter>,
  );
  const first = await screen.findByRole('button', { name: 'Try again' });
  await user.click(first);
  // Failed again: a new "Try again" replaced the one pressed, and has the focus it had.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).not.toBe(first));
  const again = screen.getByRole('button', { name: 'Try again' });
  await waitFor(() => expect(again).toHaveFocus());
  fail = false;
  await user.click(again);
  const heading = await screen.findByRole('heading', { level: 1, name: 'Menu of Riverside' });
  await waitFor(() => expect(heading).toHaveFocus());
});
