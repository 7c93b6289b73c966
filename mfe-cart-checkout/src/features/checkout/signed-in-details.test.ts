import { configureApi } from 'shared-contracts/api/client';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import { $cart } from 'shared-contracts/stores/cart';
import { $guestEmail } from './guest-email';
import { fillSignedInDetails } from './signed-in-details';

const home: DeliveryAddress = { id: 1, address: 'Strada Lipscani 12, București', address_line2: '', name: 'Home', instructions: '', lat: 44.43, lng: 26.1 };
const work: DeliveryAddress = { ...home, id: 2, address: 'Splaiul Independenței 5, București', name: 'Work' };

let network: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => {
  network.restore();
  logOut();
});

function accountAnswering(delivery_addresses: DeliveryAddress[], whileAsked: () => void = () => undefined, contact = { name: 'Ana Pop', email: 'ana@example.com' }) {
  network = fakeApi(({ url }) => {
    if (url.pathname !== '/public/account') return undefined;
    whileAsked();
    return { json: { ...contact, phone: '0722 123 456', delivery_addresses } };
  });
}

test("offers the account's saved addresses as they are now, not as they were at sign-in", async () => {
  // Signed in with one address; a second was added on another device since.
  logIn({ id: 7, token: 'tok', name: 'Ana Pop', delivery_addresses: [home] });
  accountAnswering([home, work]);
  await fillSignedInDetails(new AbortController().signal);
  expect($user.get().delivery_addresses).toEqual([home, work]);
});

test('leaves the addresses alone when the customer signed out or in as someone else while the account was asked for', async () => {
  logIn({ id: 7, token: 'tok', name: 'Ana Pop', delivery_addresses: [home] });
  accountAnswering([home, work], () => logIn({ id: 8, token: 'other', name: 'Ben', delivery_addresses: [] }));
  await fillSignedInDetails(new AbortController().signal);
  expect($user.get()).toMatchObject({ token: 'other', delivery_addresses: [] });
});

test("never offers one account's e-mail to the guest after it, or to the next account signed in in the tab", async () => {
  logIn({ id: 7, token: 'tok', name: 'Bob Ionescu', delivery_addresses: [] });
  accountAnswering([], undefined, { name: 'Bob Ionescu', email: 'bob@example.com' });
  await fillSignedInDetails(new AbortController().signal);
  expect($guestEmail.get()).toBe('bob@example.com');
  network.restore();

  logOut();
  expect($guestEmail.get()).toBe('');
  $guestEmail.set('guest@example.com');
  logIn({ id: 8, token: 'cara', name: 'Cara Dumitru', delivery_addresses: [] });
  accountAnswering([], undefined, { name: 'Cara Dumitru', email: 'cara@example.com' });
  await fillSignedInDetails(new AbortController().signal);
  expect($guestEmail.get()).toBe('cara@example.com');
  expect($cart.get().name).toBe('Cara Dumitru');
});

test('fills nothing when the customer signed in as someone else while the account was asked for', async () => {
  logIn({ id: 7, token: 'tok', name: 'Ana Pop', delivery_addresses: [] });
  accountAnswering([], () => logIn({ id: 8, token: 'other', name: 'Ben', delivery_addresses: [] }));
  await fillSignedInDetails(new AbortController().signal);
  expect($guestEmail.get()).toBe('');
  expect($cart.get().name).toBe('');
});
