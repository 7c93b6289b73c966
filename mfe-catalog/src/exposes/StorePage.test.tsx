import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $screenMetadata } from 'shared-contracts/stores/screen-metadata';
import { $settings } from 'shared-contracts/stores/settings';
import { aStore } from 'shared-contracts/test-support/website-settings';
import { emptyCart } from 'shared-contracts/types/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { aProduct, someSettings } from '../test-support/catalog-fixtures';
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

it('a cart already at another store keeps it', async () => {
  $cart.set({ ...emptyCart(), store_id: 1 });
  await addCarbonaraAtRiverside();
  expect($cart.get().store_id).toBe(1);
  expect($cart.get().products).toHaveLength(1);
});

it('a cart with no store takes the store on its visit, so a reload or its product pages keep its prices', async () => {
  await openRiverside();
  expect($cart.get().store_id).toBe(2);
  expect($cart.get().products).toEqual([]);
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
