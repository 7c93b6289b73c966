import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { emptyCart, type Cart } from 'shared-contracts/types/cart';
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

let api: ReturnType<typeof fakeApi>;
let whileSaving: () => void;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
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
  await saveOrderAddressIfAsked($cart.get());
  expect(postedIds()).toEqual([undefined]);
  expect($saveAddress.get()).toBe(false);

  await saveOrderAddressIfAsked($cart.get());
  expect(postedIds()).toEqual([undefined]);
});

test('a guest\'s order saves nothing, and the box starts unticked after it too', async () => {
  $saveAddress.set(true);
  logOut();
  await saveOrderAddressIfAsked(ordered);
  expect(postedIds()).toEqual([]);
  expect($saveAddress.get()).toBe(false);
});
