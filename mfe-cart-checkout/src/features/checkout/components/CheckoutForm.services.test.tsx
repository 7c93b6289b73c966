import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { provideRemoteLoader } from 'shared-contracts/remotes/remote-loader';
import { $cart } from 'shared-contracts/stores/cart';
import { setSettings } from 'shared-contracts/stores/settings';
import { $shopStatus } from 'shared-contracts/stores/shop-status';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { emptyCart } from 'shared-contracts/types/cart';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { cartProduct } from '../../../test-support/cart-product';
import { openCheckout } from '../../../test-support/open-checkout';
import { forgetConfirmations } from '../confirmations';

// Leaflet needs a real browser (the e2e suite drives it); the map is not what these tests are about.
jest.mock('../../delivery/components/DeliveryMap', () => ({ __esModule: true, default: () => <p>Map</p> }));

const AREA: DeliveryArea = { id: 3, fee_type: 'fixed', transport_price: 5, min_order_value: 0, min_order_free_transport: null, fees: [], polygon: '[]' };
const SPLAIUL = { label: 'Splaiul Independenței 200, București', street: 'Splaiul Independenței', number: '200', city: 'București', lat: 44.435, lng: 26.05 };
const PIPERA = { label: 'Șoseaua Pipera 4, București', street: 'Șoseaua Pipera', number: '4', city: 'București', lat: 44.505, lng: 26.12 };

let api: ReturnType<typeof fakeApi>;
/** The services each store (by X-Store-Id) is closed for now; open otherwise. */
let closedNow: Record<string, Partial<ShopStatus>>;

function shopWith(settings: WebsiteSettings) {
  act(() => {
    setSettings(settings);
    $cart.set({ ...emptyCart(), products: [cartProduct({ name: 'Margherita', quantity: 1, price: 10 })] });
    forgetConfirmations();
  });
  api = fakeApi((request) => {
    const path = request.url.pathname;
    if (path.endsWith('/website-settings/shop-status')) return { json: { ...settings.shop_status, ...closedNow[request.headers.get('x-store-id') ?? ''] } };
    if (path.endsWith('/later-slots')) return { json: { days: [] } };
    if (path === '/public/products') return { json: [] };
    if (path === '/public/geocoding/search') return { json: (request.url.searchParams.get('q') ?? '').startsWith('Pipera') ? [PIPERA] : [SPLAIUL] };
    // Splaiul is delivered by Riverside (8); Pipera by no store.
    if (path === '/public/delivery-areas/at') return { json: Number(request.url.searchParams.get('lat')) < 44.47 ? { store_id: 8, delivery_area: AREA } : { store_id: null, delivery_area: null } };
    return undefined;
  });
}

async function chooseAddress(typed: string, label: string) {
  await userEvent.type(screen.getByRole('combobox', { name: /Street and number/ }), typed);
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

jest.setTimeout(20_000);
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  provideRemoteLoader(async () => ({ default: (() => null) as never }));
  closedNow = {};
});
afterEach(() => api.restore());

test('delivery chosen before any address: the pickup store the cart is at says nothing of delivery; the address\'s store does', async () => {
  // Centre only takes pickups, so it is "closed" for delivery; Riverside delivers, closed for now too.
  shopWith(websiteSettingsFixture({ stores: [aStore({ id: 7, name: 'Centre', has_delivery: false }), aStore({ id: 8, name: 'Riverside' })] }));
  closedNow = { 7: { delivery_now: false, delivery_later: false, has_delivery: false }, 8: { delivery_now: false, only_later_hours: true } };
  await openCheckout();
  await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
  // Centre's status is in: what it says of delivery is not shown.
  await waitFor(() => expect($shopStatus.get()?.has_delivery).toBe(false));

  expect(screen.queryByText(/closed/)).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'When?' })).not.toBeInTheDocument();
  expect(screen.queryByText('This store is not taking these orders at the moment.')).not.toBeInTheDocument();

  await chooseAddress('Splaiul 200', SPLAIUL.label);
  // The service in its own words, not the radio's capitalised label.
  expect(await screen.findByText('Riverside is closed for delivery at the moment.')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'When?' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'As soon as possible (closed now)' })).toBeDisabled();
});

test('the closed notice words the service in lower case, as a word in the sentence', async () => {
  shopWith(websiteSettingsFixture({ stores: [aStore({ id: 7, name: 'Centre' })] }));
  closedNow = { 7: { pickup_now: false, only_later_hours_pickup: true } };
  await openCheckout();
  expect(await screen.findByText('Centre is closed for pickup at the moment.')).toBeInTheDocument();
});

test('a delivery-only brand opens the checkout on delivery, with no pickup to choose or confirm, nor to turn to', async () => {
  shopWith(websiteSettingsFixture({ stores: [aStore({ id: 7, name: 'Centre', has_pickup: false })] }));
  await openCheckout();
  await waitFor(() => expect($cart.get().delivery_type).toBe('delivery'));
  // One service: nothing to choose between.
  expect(screen.queryByRole('radio', { name: 'Pickup' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'I confirm that the delivery address and the pin on the map are correct' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /pick up my order/ })).not.toBeInTheDocument();

  // Outside every area: "we do not deliver", without pickup instead.
  await chooseAddress('Pipera 4', PIPERA.label);
  expect(await screen.findByText(/we do not deliver/i)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Order for pickup instead' })).not.toBeInTheDocument();
});
