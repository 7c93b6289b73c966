import type { TFunction } from 'i18next';
import { configureApi } from 'shared-contracts/api/client';
import { i18n, startI18n } from 'shared-contracts/i18n/i18n';
import { loadNamespace } from 'shared-contracts/i18n/namespace';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { emptyCart, type Cart } from 'shared-contracts/types/cart';
import { CART_NAMESPACE, loadCartMessages } from '../../i18n/load-cart-messages';
import { $addressNotSaved } from './address-not-saved';
import { $saveAddress, saveOrderAddress, saveOrderAddressIfAsked } from './save-address';

const ADDRESSES_PATH = '/public/account/delivery-addresses';
// The cart an order went out with, to an address typed for it; clearAfterOrder keeps the address.
const ordered: Cart = {
  ...emptyCart(),
  delivery_type: 'delivery',
  address: 'Strada Lipscani 12, București',
  address_line2: 'Ap. 4',
  address_name: 'Home',
  address_instructions: '',
  geolocation: { lat: 44.43, lng: 26.1 },
};

const ORDER = 'tok_abcdefghijklmnopqrstuvwxyz012345';
const LIMIT = 'Saved addresses are limited to 20 per account. Delete one you no longer use, then save this one again.';
const GENERAL = 'Your order is placed, but this address could not be saved to your account. You can add it in your account later.';
let t: TFunction;
let toOrderPage: { orderPage: string; t: TFunction };

let api: ReturnType<typeof fakeApi>;
let whileSaving: () => void;
beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
  await loadNamespace(CART_NAMESPACE, loadCartMessages);
  t = i18n.getFixedT('en', CART_NAMESPACE);
  toOrderPage = { orderPage: ORDER, t };
});
beforeEach(() => {
  whileSaving = () => undefined;
  api = fakeApi((request) => {
    if (request.url.pathname !== ADDRESSES_PATH) return undefined;
    whileSaving();
    const { id } = request.body as { id?: number };
    // Address 9 was deleted in another tab; a new one is added as 41.
    if (id === 9) return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This saved address does not exist.' } };
    return { json: { ...(request.body as object), id: id ?? 41 } };
  });
  logIn({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [] });
});
afterEach(() => {
  api.restore();
  logOut();
  $saveAddress.set(false);
  $addressNotSaved.set(null);
  $notifications.set([]);
  $cart.set(emptyCart());
});

const postedIds = () => api.requests.filter((r) => r.url.pathname === ADDRESSES_PATH).map((r) => (r.body as { id?: number }).id);

test('the address saved after an order becomes the cart\'s saved address: the next order updates it, adds no copy', async () => {
  $cart.set(ordered);
  await saveOrderAddress($cart.get());
  expect($cart.get().address_id).toBe(41);

  await saveOrderAddress($cart.get());
  expect(postedIds()).toEqual([undefined, 41]);
  expect($user.get().delivery_addresses.map((saved) => saved.id)).toEqual([41]);
});

test('its saved copy deleted meanwhile, the address added again is the one the cart names from then on', async () => {
  $cart.set({ ...ordered, address_id: 9 });
  await saveOrderAddress($cart.get());
  expect($cart.get().address_id).toBe(41);

  await saveOrderAddress($cart.get());
  expect(postedIds()).toEqual([9, undefined, 41]);
  expect($user.get().delivery_addresses.map((saved) => saved.id)).toEqual([41]);
});

test('a cart whose address changed while saving keeps its own', async () => {
  $cart.set(ordered);
  whileSaving = () => $cart.set({ ...ordered, address: 'Splaiul Independenței 5, București' });
  await saveOrderAddress(ordered);
  expect($cart.get().address_id).toBeNull();
});

test('signed out while saving: the signed-out cart names no saved address', async () => {
  $cart.set(ordered);
  whileSaving = () => logOut();
  await saveOrderAddress(ordered);
  expect($cart.get().address_id).toBeNull();
  expect($user.get().delivery_addresses).toEqual([]);
});

test('"Save this address" is for the order placed: the next order does not post the address again', async () => {
  $cart.set(ordered);
  $saveAddress.set(true);
  await saveOrderAddressIfAsked($cart.get(), toOrderPage);
  expect(postedIds()).toEqual([undefined]);
  expect($saveAddress.get()).toBe(false);

  await saveOrderAddressIfAsked($cart.get(), toOrderPage);
  expect(postedIds()).toEqual([undefined]);
});

test('a guest\'s order saves nothing, and the box starts unticked after it too', async () => {
  $saveAddress.set(true);
  logOut();
  await saveOrderAddressIfAsked(ordered, toOrderPage);
  expect(postedIds()).toEqual([]);
  expect($saveAddress.get()).toBe(false);
});

/** The address route answers with `status` (and the API's body for it); without one, the network fails. */
function refuseSaving(status?: number) {
  api.restore();
  api = fakeApi((request) => {
    if (request.url.pathname !== ADDRESSES_PATH) return undefined;
    if (status === undefined) throw new TypeError('Failed to fetch');
    return { status, json: { statusCode: status, error: 'Refused', message: status === 422 ? LIMIT : 'Internal Server Error' } };
  });
}

const topNotices = () => $notifications.get().map((shown) => [shown.kind, noticeText(shown)]);

test.each([
  ['refused (the account holds 20 already): the server\'s sentence', 422, LIMIT],
  ['the network fails: the general sentence', undefined, null],
  ['the server fails: the general sentence', 500, null],
])('a saving asked for and %s is kept for the order\'s page, said there only', async (_, status, message) => {
  refuseSaving(status);
  $cart.set(ordered);
  $saveAddress.set(true);
  await saveOrderAddressIfAsked($cart.get(), toOrderPage);
  expect($addressNotSaved.get()).toEqual({ orderToken: ORDER, message });
  // Not also in the error catalogue's general words (nor "no connection") on top of the order's page.
  expect(topNotices()).toEqual([]);
  expect($user.get().delivery_addresses).toEqual([]);
});

test('sent to another screen than the order\'s page (a payment), the customer is told on top until they dismiss it', async () => {
  refuseSaving(422);
  $cart.set(ordered);
  $saveAddress.set(true);
  await saveOrderAddressIfAsked($cart.get(), { orderPage: null, t });
  expect(topNotices()).toEqual([['warning', LIMIT]]);
  expect($notifications.get()[0]!.timeout).toBe(0);

  refuseSaving();
  $saveAddress.set(true);
  await saveOrderAddressIfAsked($cart.get(), { orderPage: null, t });
  expect(topNotices()).toEqual([['warning', LIMIT], ['warning', GENERAL]]);
  expect($addressNotSaved.get()).toBeNull();
});

test('a saved address says nothing', async () => {
  $cart.set(ordered);
  $saveAddress.set(true);
  await saveOrderAddressIfAsked($cart.get(), toOrderPage);
  expect($addressNotSaved.get()).toBeNull();
  expect(topNotices()).toEqual([]);
});
