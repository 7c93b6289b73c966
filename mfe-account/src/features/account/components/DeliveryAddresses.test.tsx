import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { emptyCart, type Cart } from 'shared-contracts/types/cart';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import { fakeApi, type Answer, type RecordedRequest } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import { DeliveryAddresses } from './DeliveryAddresses';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  // What a form kept for the tab (use-kept-state) belongs to the test that typed it.
  sessionStorage.clear();
  act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [home] }));
});
afterEach(() => act(() => {
  logOut();
  $cart.set(emptyCart());
}));

const home = { id: 4, address: 'Strada Lunga 1', address_line2: '', name: 'Home', instructions: '', lat: 45.6, lng: 25.6 };
const savedAs = (body: unknown) => ({ json: { id: 9, address_line2: '', name: '', instructions: '', lat: null, lng: null, ...(body as object) } });

/** The API's address search, like the built-in gazetteer: Strada Lipscani with what was typed after it; nothing else. */
function geocoder(request: RecordedRequest): Answer | undefined {
  if (request.url.pathname !== '/public/geocoding/search') return undefined;
  const q = request.url.searchParams.get('q') ?? '';
  if (!q.startsWith('Strada Lipscani')) return { json: [] };
  const number = q.slice('Strada Lipscani'.length).trim() || null;
  const lipscani = { street: 'Strada Lipscani', number, city: 'București', lat: 44.4316, lng: 26.1005, kind: 'street' };
  const oldTown = { label: 'Centrul Vechi, București', street: '', number: null, city: 'București', lat: 44.431, lng: 26.101, kind: 'place' };
  return { json: [{ ...lipscani, label: `Strada Lipscani${number ? ` ${number}` : ''}, București` }, oldTown] };
}
const posts = (api: { requests: RecordedRequest[] }) => api.requests.filter((request) => request.method === 'POST');

async function openNewAddress() {
  const user = userEvent.setup();
  await renderInShop(<DeliveryAddresses initial={[home]} />, { path: '/account' });
  await user.click(await screen.findByRole('button', { name: 'Add an address' }));
  return user;
}

describe('DeliveryAddresses', () => {
  it("makes the account's list, as it is now, the one the checkout offers", async () => {
    // The cookie knew Home at sign-in; Work was added on another device since.
    const work = { ...home, id: 5, address: 'Strada Lipscani 3, București', name: 'Work' };
    await renderInShop(<DeliveryAddresses initial={[home, work]} />, { path: '/account' });
    await waitFor(() => expect($user.get().delivery_addresses).toEqual([home, work]));
  });

  it('refuses a street without its number (spec §5) before sending, and brings the customer to it', async () => {
    const api = fakeApi(geocoder);
    const user = await openNewAddress();
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Lipscani');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByLabelText(/Street and number/)).toHaveAccessibleDescription(expect.stringContaining('Please add the street number to your address.'));
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    // The suggestion has no number either: choosing it asks for the number again.
    await user.click(await screen.findByRole('option', { name: 'Strada Lipscani, București' }));
    expect(screen.getByLabelText(/Street and number/)).toHaveValue('Strada Lipscani ');
    expect(screen.getByLabelText(/Street and number/)).toHaveAccessibleDescription(expect.stringContaining('Please add the street number to your address.'));
    expect(posts(api)).toEqual([]);
    api.restore();
  });

  it("shows the server's refusal of the street on the field", async () => {
    const api = fakeApi((request) => geocoder(request) ?? { status: 422, json: { statusCode: 422, message: 'Añade el número de la calle a tu dirección.' } });
    const user = await openNewAddress();
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Lipscani 21');
    await user.click(await screen.findByRole('option', { name: 'Strada Lipscani 21, București' }));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(screen.getByLabelText(/Street and number/)).toHaveAccessibleDescription(expect.stringContaining('Añade el número de la calle a tu dirección.')));
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    api.restore();
  });

  it('keeps the keyboard in place: the form opens on its first field and gives the focus back when it closes', async () => {
    const api = fakeApi((request) => (request.method === 'POST' ? savedAs(request.body) : geocoder(request)));
    const user = await openNewAddress();
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Lipscani 21');
    await user.click(await screen.findByRole('option', { name: 'Strada Lipscani 21, București' }));
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Strada Lipscani 21, București')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Home' }));
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Home' })).toHaveFocus();
    api.restore();
  });

  it('offers the streets the search found and saves the chosen one with its map point (spec §5)', async () => {
    const api = fakeApi((request) => (request.method === 'POST' ? savedAs(request.body) : geocoder(request)));
    const user = await openNewAddress();
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Lipscani 21');
    const suggestions = await screen.findByRole('listbox', { name: 'Address suggestions' });
    // A landmark needs the map to be placed, which checkout has and this form does not.
    expect(within(suggestions).getAllByRole('option').map((option) => option.textContent)).toEqual(['Strada Lipscani 21, București']);
    await user.click(within(suggestions).getByRole('option'));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText('Strada Lipscani 21, București');
    expect(posts(api).map((request) => request.body)).toEqual([
      { address: 'Strada Lipscani 21, București', address_line2: '', name: '', instructions: '', lat: 44.4316, lng: 26.1005 },
    ]);
    api.restore();
  });

  it('refuses a typed street the search offers until it is chosen from the suggestions', async () => {
    const api = fakeApi((request) => (request.method === 'POST' ? savedAs(request.body) : geocoder(request)));
    const user = await openNewAddress();
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Lipscani 21');
    await screen.findByRole('option', { name: 'Strada Lipscani 21, București' });
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByLabelText(/Street and number/)).toHaveAccessibleDescription(expect.stringContaining('Choose your address from the suggestions.'));
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    expect(posts(api)).toEqual([]);
    api.restore();
  });

  it('saves a street the search does not know as typed, without a map point, and says checkout places it', async () => {
    const api = fakeApi((request) => (request.method === 'POST' ? savedAs(request.body) : geocoder(request)));
    const user = await openNewAddress();
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Republicii 12');
    await waitFor(() => expect(screen.getByLabelText(/Street and number/)).toHaveAccessibleDescription(
      'We could not find this address. You can save it as typed and place it on the map when you order.',
    ));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText('Strada Republicii 12');
    expect(posts(api).map((request) => request.body)).toEqual([
      { address: 'Strada Republicii 12', address_line2: '', name: '', instructions: '', lat: null, lng: null },
    ]);
    api.restore();
  });

  it('keeps the map point of a saved address whose street is not changed, and searches no more', async () => {
    const api = fakeApi((request) => (request.method === 'POST' ? savedAs(request.body) : geocoder(request)));
    const user = userEvent.setup();
    await renderInShop(<DeliveryAddresses initial={[home]} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    await user.type(screen.getByLabelText(/Floor/), 'ap. 3');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText(/ap\. 3/);
    expect(api.requests.map((request) => [request.method, request.body])).toEqual([
      ['POST', { id: 4, address: 'Strada Lunga 1', address_line2: 'ap. 3', name: 'Home', instructions: '', lat: 45.6, lng: 25.6 }],
    ]);
    api.restore();
  });

  it('an address deleted in another tab keeps what was typed here, says so, and is added again as new', async () => {
    const gone = { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This saved address does not exist.' } };
    const api = fakeApi((request) => (request.method !== 'POST' ? geocoder(request) : (request.body as { id?: number }).id === 4 ? gone : savedAs(request.body)));
    const user = userEvent.setup();
    await renderInShop(<DeliveryAddresses initial={[home]} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    await user.type(screen.getByLabelText(/Floor/), 'ap. 3');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));

    const street = await screen.findByLabelText(/Street and number/);
    await waitFor(() => expect(street).toHaveAccessibleDescription(expect.stringContaining('This address was deleted meanwhile')));
    expect(street).toHaveFocus();
    expect(screen.getByLabelText(/Floor/)).toHaveValue('ap. 3');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account');
    expect(screen.queryByRole('button', { name: 'Edit Home' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New delivery address' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText(/ap\. 3/);
    expect(posts(api).map((request) => (request.body as { id?: number }).id)).toEqual([4, undefined]);
    api.restore();
  });

  it('deleting an address already deleted elsewhere takes it off the list, and stays on the page', async () => {
    const api = fakeApi((request) => (request.method === 'DELETE' ? { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This saved address does not exist.' } } : geocoder(request)));
    const user = userEvent.setup();
    await renderInShop(<DeliveryAddresses initial={[home]} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete Home' }));
    await user.click(screen.getByRole('button', { name: /^Yes/ }));
    await screen.findByText('You have no saved delivery addresses.');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account');
    api.restore();
  });
});

describe('DeliveryAddresses: the cart holds a copy of the saved address chosen at checkout', () => {
  const area = { id: 2, transport_price: 5 } as DeliveryArea;
  // Ordered to Home, flat 3: the cart keeps its id and its values.
  const onHome: Cart = {
    ...emptyCart(), delivery_type: 'delivery', address_id: 4, address: home.address, address_line2: 'flat 3', address_name: 'Home',
    address_instructions: '', geolocation: { lat: 45.6, lng: 25.6 }, delivery_area: area, transport_price: 5,
  };
  const homeFlat3 = { ...home, address_line2: 'flat 3' };

  it('an edit of it goes to the cart, so the next order goes to the new values', async () => {
    const api = fakeApi((request) => (request.method === 'POST' ? savedAs(request.body) : geocoder(request)));
    act(() => $cart.set(onHome));
    const user = userEvent.setup();
    await renderInShop(<DeliveryAddresses initial={[homeFlat3]} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    await user.clear(screen.getByLabelText(/Floor/));
    await user.type(screen.getByLabelText(/Floor/), 'flat 5');
    await user.type(screen.getByLabelText(/Special instructions/), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText(/flat 5/);
    expect($cart.get()).toEqual({ ...onHome, address_line2: 'flat 5', address_instructions: 'Ring twice' });
    api.restore();
  });

  it('a new street for it moves the cart to its point, whose area checkout looks up again', async () => {
    const api = fakeApi((request) => (request.method === 'POST' ? savedAs(request.body) : geocoder(request)));
    act(() => $cart.set(onHome));
    const user = userEvent.setup();
    await renderInShop(<DeliveryAddresses initial={[homeFlat3]} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    await user.clear(screen.getByLabelText(/Street and number/));
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Lipscani 21');
    await user.click(await screen.findByRole('option', { name: 'Strada Lipscani 21, București' }));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText(/Strada Lipscani 21, București/);
    expect($cart.get()).toMatchObject({ address_id: 4, address: 'Strada Lipscani 21, București', geolocation: { lat: 44.4316, lng: 26.1005 }, delivery_area: null, transport_price: 0 });
    api.restore();
  });

  it('an edit of another saved address leaves the cart as it is', async () => {
    const api = fakeApi((request) => (request.method === 'POST' ? savedAs(request.body) : geocoder(request)));
    act(() => $cart.set({ ...onHome, address_id: 5 }));
    const user = userEvent.setup();
    await renderInShop(<DeliveryAddresses initial={[homeFlat3]} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    await user.type(screen.getByLabelText(/Floor/), ', door B');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText(/door B/);
    expect($cart.get()).toEqual({ ...onHome, address_id: 5 });
    api.restore();
  });

  it('deleted, it is no longer the cart\'s, and what the cart holds of it stays', async () => {
    const api = fakeApi((request) => (request.method === 'DELETE' ? { json: { deleted: true } } : geocoder(request)));
    act(() => $cart.set(onHome));
    const user = userEvent.setup();
    await renderInShop(<DeliveryAddresses initial={[homeFlat3]} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete Home' }));
    await user.click(screen.getByRole('button', { name: /^Yes/ }));
    await screen.findByText('You have no saved delivery addresses.');
    expect($cart.get()).toEqual({ ...onHome, address_id: null });
    api.restore();
  });
});

describe('DeliveryAddresses: what was typed survives a session that ends mid-form', () => {
  const expired = { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired. Please sign in again.' } };

  it('brings the customer back to the form as it was after signing in again; cancelled, it is forgotten', async () => {
    const api = fakeApi((request) => (request.method === 'POST' ? expired : geocoder(request)));
    const user = userEvent.setup();
    const first = await renderInShop(<DeliveryAddresses initial={[home]} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    await user.type(screen.getByLabelText(/Floor/), 'flat 5');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect($user.get().token).toBeNull());
    first.unmount();

    act(() => logIn({ id: 1, token: 'tok2', name: 'Ana Pop', delivery_addresses: [home] }));
    const second = await renderInShop(<DeliveryAddresses initial={[home]} />, { path: '/account' });
    expect(await screen.findByRole('form', { name: 'Edit the delivery address' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Floor/)).toHaveValue('flat 5');
    expect(screen.getByLabelText(/Location name/)).toHaveValue('Home');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    second.unmount();

    await renderInShop(<DeliveryAddresses initial={[home]} />, { path: '/account' });
    expect(await screen.findByRole('button', { name: 'Add an address' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    api.restore();
  });

  it('another account signing in on this tab is not shown it', async () => {
    const api = fakeApi(geocoder);
    const user = userEvent.setup();
    const first = await renderInShop(<DeliveryAddresses initial={[home]} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByLabelText(/Special instructions/), 'Blue gate');
    first.unmount();

    act(() => logIn({ id: 2, token: 'other', name: 'Ion Pop', delivery_addresses: [] }));
    await renderInShop(<DeliveryAddresses initial={[]} />, { path: '/account' });
    expect(await screen.findByRole('button', { name: 'Add an address' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    api.restore();
  });
});
