import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import { useStore } from '@nanostores/react';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { closeSuggestionsWithEscape, enterRightAfterTheNumber, expectSuggestionsClosed, tabToSuggestion, walkSuggestionsWithArrows } from 'shared-contracts/test-support/street-combobox';
import { renderInShop } from '../../../test-support/render-in-shop';
import { $user } from 'shared-contracts/stores/user';
import { setSettings } from 'shared-contracts/stores/settings';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { saveOrderAddress } from '../save-address';
import { editedSavedAddress, savedAddressDetails } from 'shared-contracts/checkout/saved-address-in-cart';
import { DeliveryDetails } from './DeliveryDetails';

// Leaflet needs a real browser (the e2e suite drives it); here the marker is moved by buttons.
jest.mock('./DeliveryMap', () => ({
  __esModule: true,
  default: ({ point, onMove }: { point: LatLng; onMove: (p: LatLng) => void }) => (
    <div>
      <button type="button" onClick={() => onMove({ lat: point.lat + 0.01, lng: point.lng })}>Move the marker 1 km</button>
      <button type="button" onClick={() => onMove({ lat: point.lat + 0.001, lng: point.lng })}>Move the marker 100 m</button>
    </div>
  ),
}));

const RANGE_AREA = {
  id: 2, fee_type: 'range' as const, transport_price: 0, min_order_value: 0, min_order_free_transport: null,
  fees: [{ from_value: 40, to_value: 100, fee: 15 }], polygon: '[]',
};

function Live() {
  return <DeliveryDetails cart={useStore($cart)} tileUrl="" />;
}

let api: ReturnType<typeof fakeApi>;
/** The delivery area lookup answers "try later" while this is true. */
let areasDown = false;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  areasDown = false;
  act(() => $cart.set({ ...emptyCart(), delivery_type: 'delivery' }));
  api = fakeApi((request) => {
    if (areasDown && request.url.pathname === '/public/delivery-areas/at') return { status: 503, json: { message: 'Try later.' } };
    if (request.url.pathname === '/public/geocoding/search') {
      const q = request.url.searchParams.get('q') ?? '';
      if (q.startsWith('Pipera')) return { json: [{ label: 'Șoseaua Pipera 4, București', street: 'Șoseaua Pipera', number: '4', city: 'București', lat: 44.505, lng: 26.12 }] };
      if (q === 'Splaiul') return { json: [{ label: 'Splaiul Independenței, București', street: 'Splaiul Independenței', number: null, city: 'București', lat: 44.435, lng: 26.05 }] };
      if (q === 'Ateneul') return { json: [{ label: 'Ateneul Român, București', street: '', number: null, city: 'București', lat: 44.4413, lng: 26.0973, kind: 'place' }] };
      // Like the built-in gazetteer: a street it knows no numbers of is offered without one, even with a space after it.
      if (q.trim() === 'Calea Victoriei') return { json: [{ label: 'Calea Victoriei, București', street: 'Calea Victoriei', number: null, city: 'București', lat: 44.44, lng: 26.09 }] };
      if (q.startsWith('Calea Victoriei ')) return { json: [{ label: `${q}, București`, street: 'Calea Victoriei', number: q.slice(16), city: 'București', lat: 44.44, lng: 26.09 }] };
      if (q === 'Lipscani 2') return { json: ['2', '20', '22'].map((number) => ({ label: `Strada Lipscani ${number}, București`, street: 'Strada Lipscani', number, city: 'București', lat: 44.4312, lng: 26.1015 })) };
      if (q === 'Strada Lipscani') return { json: [{ label: 'Strada Lipscani, București', street: 'Strada Lipscani', number: null, city: 'București', lat: 44.4312, lng: 26.1015 }] };
      if (q.startsWith('Splaiul')) return { json: [{ label: 'Splaiul Independenței 200, București', street: 'Splaiul Independenței', number: '200', city: 'București', lat: 44.435, lng: 26.05 }] };
      return { json: [] };
    }
    if (request.url.pathname === '/public/delivery-areas/at') {
      const inside = Number(request.url.searchParams.get('lat')) < 44.47;
      return { json: inside ? { store_id: 2, delivery_area: RANGE_AREA } : { store_id: null, delivery_area: null } };
    }
    if (request.url.pathname === '/public/geocoding/reverse') {
      return { json: { label: 'Splaiul Independenței, București', street: 'Splaiul Independenței', number: null, city: 'București', lat: 44.435, lng: 26.05 } };
    }
    if (request.url.pathname === '/public/account/delivery-addresses') {
      const body = request.body as { id?: number };
      // Address 9 was deleted in another tab.
      if (body.id === 9) return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This saved address does not exist.' } };
      return { json: { ...(request.body as object), id: body.id ?? 41 } };
    }
    if (request.url.pathname === '/public/delivery-areas/notify-requests') {
      return { json: { email: (request.body as { email: string }).email.trim().toLowerCase() } };
    }
    return undefined;
  });
});
afterEach(() => {
  api.restore();
  act(() => $user.set({ id: null, token: null, name: '', delivery_addresses: [] }));
});

test('an address chosen from the suggestions sets the point, the area and the store that delivers there', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Splaiul 200');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));

  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));
  expect($cart.get()).toMatchObject({ address: 'Splaiul Independenței 200, București', geolocation: { lat: 44.435, lng: 26.05 }, store_id: 2 });
  expect(await screen.findByRole('button', { name: 'Move the marker 100 m' })).toBeInTheDocument();
});

test('an address typed over, without choosing a suggestion, is no longer where the order goes', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Splaiul 200');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));
  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));

  await userEvent.clear(address);
  await userEvent.type(address, 'Calea Victoriei 120');
  // The old address, its point and its fee are gone: the checkout asks to choose from the suggestions.
  expect($cart.get()).toMatchObject({ address: '', geolocation: null, delivery_area: null, transport_price: 0, store_id: 2 });
  expect(address).toHaveValue('Calea Victoriei 120');
  await userEvent.click(await screen.findByRole('option', { name: 'Calea Victoriei 120, București' }));
  await waitFor(() => expect($cart.get()).toMatchObject({ address: 'Calea Victoriei 120, București', geolocation: { lat: 44.44, lng: 26.09 } }));
});

test('a suggestion without a street number is not taken', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Splaiul');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței, București' }));
  expect(screen.getByText('Please add the street number and choose your address again.')).toBeInTheDocument();
  expect($cart.get().geolocation).toBeNull();
});

test('a street without a number: the advice stays and the street field takes focus until the number is typed', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Calea Victoriei');
  await userEvent.click(await screen.findByRole('option', { name: 'Calea Victoriei, București' }));
  await waitFor(() => expect(address).toHaveFocus());
  expect(address).toHaveValue('Calea Victoriei ');
  const searches = () => api.requests.filter((r) => r.url.pathname === '/public/geocoding/search').length;
  const searched = searches();

  // Longer than the pause before a search: no search of the bare street offers it again and hides why.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(screen.getByText('Please add the street number and choose your address again.')).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Calea Victoriei, București' })).not.toBeInTheDocument();
  expect(searches()).toBe(searched);

  await userEvent.type(address, '12');
  await userEvent.click(await screen.findByRole('option', { name: 'Calea Victoriei 12, București' }));
  await waitFor(() => expect($cart.get().address).toBe('Calea Victoriei 12, București'));
  expect(screen.queryByText('Please add the street number and choose your address again.')).not.toBeInTheDocument();
});

test('a street the search knows no numbers of offers the map too, opened at the street, the street kept for the number', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Splaiul');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței, București' }));
  expect(screen.getByText('Please add the street number and choose your address again.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Find my address on the map' }));
  await waitFor(() => expect($cart.get().geolocation).toEqual({ lat: 44.435, lng: 26.05 }));
  expect(address).toHaveValue('Splaiul Independenței ');
  expect(await screen.findByRole('button', { name: 'Move the marker 100 m' })).toBeInTheDocument();
  await userEvent.type(address, '7');
  await waitFor(() => expect($cart.get()).toMatchObject({ address: 'Splaiul Independenței 7', delivery_area: RANGE_AREA }));
});

test('a suggestion chosen hands focus back to the street field, not to the page', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Splaiul 200');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));
  await waitFor(() => expect(address).toHaveFocus());
  await waitFor(() => expect($cart.get().geolocation).not.toBeNull());
  expect(address).toHaveFocus();
});

test('nothing found gives the spec §8 advice', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Nowhere 1');
  expect(await screen.findByText('Address not found. Search the city or a landmark and move the marker.')).toBeInTheDocument();
  // The answer comes while the customer types in the field: said as it appears.
  expect(screen.getByRole('alert')).toHaveTextContent('Address not found. Search the city or a landmark and move the marker.');
});

test('spec §8: a landmark opens the map there; the marker moved to the door is the location, and the street and number are typed', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Ateneul');
  await userEvent.click(await screen.findByRole('option', { name: 'Ateneul Român, București' }));
  await waitFor(() => expect($cart.get().geolocation).toEqual({ lat: 44.4413, lng: 26.0973 }));
  expect($cart.get().address).toBe('');
  expect(await screen.findByText('Drag the marker to your door, then type your street and number in the field above.')).toBeInTheDocument();

  // Placed by hand there is no typed address to stay near: a long move is the customer's door.
  await userEvent.click(screen.getByRole('button', { name: 'Move the marker 1 km' }));
  await waitFor(() => expect(address).toHaveValue('Splaiul Independenței '));
  expect(screen.queryByText(/too far/)).not.toBeInTheDocument();
  expect($cart.get().geolocation?.lat).toBeCloseTo(44.4513, 4);
  await userEvent.type(address, '12');
  await waitFor(() => expect($cart.get()).toMatchObject({ address: 'Splaiul Independenței 12', delivery_area: RANGE_AREA, store_id: 2 }));
  expect($cart.get().geolocation?.lat).toBeCloseTo(44.4513, 4);
  // What is typed is the marker's address: no suggestion takes the marker away.
  expect(screen.queryByRole('listbox', { name: 'Address suggestions' })).not.toBeInTheDocument();
});

test('"Search for my address instead" leaves the marker placed by hand: the order waits for an address chosen again', async () => {
  act(() => setSettings(someSettings()));
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Strada Necunoscută 1');
  await userEvent.click(await screen.findByRole('button', { name: 'Find my address on the map' }));
  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));

  await userEvent.click(screen.getByRole('button', { name: 'Search for my address instead' }));
  expect(screen.getByRole('combobox', { name: /Street and number/ })).toHaveValue('');
  expect($cart.get()).toMatchObject({ address: '', geolocation: null, delivery_area: null, transport_price: 0 });
  expect(screen.queryByRole('button', { name: /Move the marker/ })).not.toBeInTheDocument();
});

test('spec §8: "address not found" offers the map, opened at the store that delivers', async () => {
  act(() => setSettings(someSettings()));
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Strada Necunoscută 1');
  expect(await screen.findByText('Address not found. Search the city or a landmark and move the marker.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Find my address on the map' }));
  // The typed street and number are kept; the marker starts at the first store that delivers.
  await waitFor(() => expect($cart.get().geolocation).toEqual({ lat: 44.43, lng: 26.1 }));
  expect($cart.get().address).toBe('Strada Necunoscută 1');
  expect(await screen.findByRole('button', { name: 'Move the marker 100 m' })).toBeInTheDocument();
});

test('the map opens where the shop delivers, not at a previous point outside the area', async () => {
  act(() => setSettings(someSettings()));
  // Left on the cart by an earlier address the shop does not deliver to; the cart is at Riverside (8).
  act(() => $cart.set({ ...emptyCart(), delivery_type: 'delivery', store_id: 8, geolocation: { lat: 44.505, lng: 26.12 } }));
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Strada Necunoscută 1');
  await userEvent.click(await screen.findByRole('button', { name: 'Find my address on the map' }));
  await waitFor(() => expect($cart.get().geolocation).toEqual({ lat: 44.44, lng: 26.06 }));
});

test('the map opens at the street the search found when its number is not known', async () => {
  act(() => setSettings(someSettings()));
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Strada Lipscani');
  expect(await screen.findByRole('option', { name: 'Strada Lipscani, București' })).toBeInTheDocument();
  await userEvent.type(address, ' 999');
  await userEvent.click(await screen.findByRole('button', { name: 'Find my address on the map' }));
  await waitFor(() => expect($cart.get().geolocation).toEqual({ lat: 44.4312, lng: 26.1015 }));
  expect($cart.get().address).toBe('Strada Lipscani 999');
});

test('outside every area: "we do not deliver" with pickup instead', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Pipera 4');
  await userEvent.click(await screen.findByRole('option', { name: 'Șoseaua Pipera 4, București' }));
  expect(await screen.findByText('Unfortunately we do not deliver to this address.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Order for pickup instead' }));
  expect($cart.get().delivery_type).toBe('pickup');
});

test("after a refused order, a chosen address outside every area is the field marked with the order's error", async () => {
  function Refused() {
    return <DeliveryDetails cart={useStore($cart)} tileUrl="" error="Please choose an address we deliver to, or order for pickup." />;
  }
  await renderInShop(<Refused />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Pipera 4');
  await userEvent.click(await screen.findByRole('option', { name: 'Șoseaua Pipera 4, București' }));
  expect(await screen.findByText('Unfortunately we do not deliver to this address.')).toBeInTheDocument();
  expect(address).toHaveAttribute('aria-invalid', 'true');
  expect(address).toHaveAccessibleDescription(expect.stringContaining('Please choose an address we deliver to, or order for pickup.'));
});

test('a marker moved too far is rejected; a small move is kept', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Splaiul 200');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Move the marker 1 km' }));
  expect(screen.getByText('The marker is too far from the address you typed. Move it closer or change the address.')).toBeInTheDocument();
  expect($cart.get().geolocation).toEqual({ lat: 44.435, lng: 26.05 });

  await userEvent.click(screen.getByRole('button', { name: 'Move the marker 100 m' }));
  await waitFor(() => expect($cart.get().geolocation?.lat).toBeCloseTo(44.436, 5));
  expect(screen.queryByText(/too far/)).not.toBeInTheDocument();
});

test('a marker put back for going too far says why as a notice, not an error, gone once the address changes', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Splaiul 200');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Move the marker 1 km' }));
  const why = screen.getByText('The marker is too far from the address you typed. Move it closer or change the address.');
  // The marker is back at an accepted point: nothing is wrong with the form.
  expect(why.closest('[role]')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(address).not.toHaveAttribute('aria-invalid');

  await userEvent.type(address, 'A');
  expect(screen.queryByText(/too far/)).not.toBeInTheDocument();
});

test('outside every area the customer may leave an e-mail to be told when the shop delivers there', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Pipera 4');
  await userEvent.click(await screen.findByRole('option', { name: 'Șoseaua Pipera 4, București' }));
  const email = await screen.findByRole('textbox', { name: 'E-mail me when you deliver here' });
  await userEvent.type(email, 'ana@');
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  // The focus stays on the button: said as it appears.
  expect(screen.getByRole('alert')).toHaveTextContent('Your email address is invalid.');
  expect(email).toHaveAccessibleDescription('Your email address is invalid.');
  expect(api.requests.some((r) => r.url.pathname === '/public/delivery-areas/notify-requests')).toBe(false);

  await userEvent.type(email, 'example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  // The button is gone with the form: the focus is on the thanks, not lost to the page's body.
  expect(await screen.findByText('Thank you! We will write to ana@example.com when we deliver to this address.')).toHaveFocus();
  const sent = api.requests.find((r) => r.url.pathname === '/public/delivery-areas/notify-requests');
  expect(sent?.body).toEqual({ email: 'ana@example.com', address: 'Șoseaua Pipera 4, București', geolocation: { lat: 44.505, lng: 26.12 } });
});

test('the thanks for the e-mail left belongs to its point: the marker moved, the form is offered again', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Pipera 4');
  await userEvent.click(await screen.findByRole('option', { name: 'Șoseaua Pipera 4, București' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail me when you deliver here' }), 'ana@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByText('Thank you! We will write to ana@example.com when we deliver to this address.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Move the marker 100 m' }));
  await waitFor(() => expect($cart.get().geolocation?.lat).toBeCloseTo(44.506, 5));
  expect(await screen.findByRole('textbox', { name: 'E-mail me when you deliver here' })).toBeInTheDocument();
  expect(screen.queryByText(/Thank you!/)).not.toBeInTheDocument();
});

test('Enter in the notify-me e-mail asks to be notified; it does not submit the checkout around it', async () => {
  const placed = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  await renderInShop(
    <form onSubmit={placed}>
      <Live />
      <button type="submit">Place order</button>
    </form>,
  );
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Pipera 4');
  await userEvent.click(await screen.findByRole('option', { name: 'Șoseaua Pipera 4, București' }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail me when you deliver here' }), 'ana@example.com{Enter}');
  expect(await screen.findByText('Thank you! We will write to ana@example.com when we deliver to this address.')).toBeInTheDocument();
  expect(placed).not.toHaveBeenCalled();
});

/** The delivery details inside a form, as in the checkout: a submit is the order placed. */
async function renderInForm() {
  const placed = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  await renderInShop(
    <form onSubmit={placed}>
      <Live />
      <button type="submit">Place order</button>
    </form>,
  );
  // By its label, not its role: the field is found the same before and after it became a combobox.
  return { placed, address: await screen.findByLabelText(/^Street and number/) };
}

test('Enter in the street field chooses the suggestion shown; it does not place the order', async () => {
  const { placed, address } = await renderInForm();
  await userEvent.type(address, 'Calea Victoriei 100');
  await screen.findByText('Calea Victoriei 100, București');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect($cart.get().address).toBe('Calea Victoriei 100, București'));
  expect($cart.get().geolocation).toEqual({ lat: 44.44, lng: 26.09 });
  expect(placed).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(address).toHaveFocus();
});

test('Enter with no suggestions does nothing: no order placed, the typed text kept', async () => {
  const { placed, address } = await renderInForm();
  // Before the search has answered, and once it has found nothing.
  await userEvent.type(address, 'asdfgh{Enter}');
  expect(await screen.findByText('Address not found. Search the city or a landmark and move the marker.')).toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(placed).not.toHaveBeenCalled();
  expect(address).toHaveValue('asdfgh');
  expect($cart.get().address).toBe('');
});

test('Enter typed right after the number waits for its suggestion, not the street shown without it', async () => {
  const { placed, address } = await renderInForm();
  await enterRightAfterTheNumber(address, 'Calea Victoriei', 'Calea Victoriei, București', '100');
  expect(screen.queryByText('Please add the street number and choose your address again.')).not.toBeInTheDocument();

  await screen.findByText('Calea Victoriei 100, București');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect($cart.get().address).toBe('Calea Victoriei 100, București'));
  expect(placed).not.toHaveBeenCalled();
});

test('the street field is a combobox: the arrows highlight a suggestion and Enter chooses it', async () => {
  const { placed } = await renderInForm();
  const address = screen.getByRole('combobox', { name: /Street and number/ });
  await walkSuggestionsWithArrows(address, 'Lipscani 2', ['Strada Lipscani 2, București', 'Strada Lipscani 20, București', 'Strada Lipscani 22, București']);

  await userEvent.keyboard('{ArrowUp}{Enter}');
  await waitFor(() => expect($cart.get().address).toBe('Strada Lipscani 20, București'));
  expect(placed).not.toHaveBeenCalled();
  expectSuggestionsClosed(address);
});

test('Escape closes the suggestions and keeps what is typed; ArrowDown opens them again', async () => {
  const { placed } = await renderInForm();
  const address = screen.getByRole('combobox', { name: /Street and number/ });
  await closeSuggestionsWithEscape(address, 'Lipscani 2');
  // Closed, Enter chooses nothing and still places no order.
  await userEvent.keyboard('{Enter}');
  expect($cart.get().address).toBe('');
  expect(placed).not.toHaveBeenCalled();

  await userEvent.keyboard('{ArrowDown}');
  const first = screen.getByRole('option', { name: 'Strada Lipscani 2, București' });
  expect(address).toHaveAttribute('aria-activedescendant', first.id);
});

test('a suggestion reached with Tab is chosen with Enter, and focus goes back to the street field', async () => {
  const { placed } = await renderInForm();
  const address = screen.getByRole('combobox', { name: /Street and number/ });
  await tabToSuggestion(address, 'Lipscani 2', 'Strada Lipscani 20, București');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect($cart.get().address).toBe('Strada Lipscani 20, București'));
  await waitFor(() => expect(address).toHaveFocus());
  expect(placed).not.toHaveBeenCalled();
});

const HOME = { id: 7, address: 'Splaiul Independenței 200, București', address_line2: 'Ap. 4', name: 'Home', instructions: 'Ring twice', lat: 44.435, lng: 26.05 };
const OFFICE = { id: 8, address: 'Splaiul Independenței 5, București', address_line2: '', name: 'Office', instructions: '', lat: null, lng: null };

test('a signed-in customer chooses a saved address: the form, the point, the area and the store follow', async () => {
  act(() => $user.set({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [HOME, OFFICE] }));
  await renderInShop(<Live />);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Saved addresses' }), 'Home: Splaiul Independenței 200, București');
  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));
  expect($cart.get()).toMatchObject({
    address_id: 7, address: HOME.address, address_line2: 'Ap. 4', address_name: 'Home', address_instructions: 'Ring twice',
    geolocation: { lat: 44.435, lng: 26.05 }, store_id: 2,
  });
  expect(screen.getByRole('textbox', { name: /Special instructions/ })).toHaveValue('Ring twice');
  expect(screen.getByRole('checkbox', { name: 'Save these changes to my saved address' })).not.toBeChecked();

  // One never placed on the map is searched like a typed address; Home's point is no longer where the order goes.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Saved addresses' }), 'Office: Splaiul Independenței 5, București');
  expect($cart.get()).toMatchObject({
    address_id: 8, address: '', geolocation: null, delivery_area: null, transport_price: 0,
    address_line2: '', address_name: 'Office', address_instructions: '',
  });
  expect(screen.getByRole('combobox', { name: /Street and number/ })).toHaveValue(OFFICE.address);
  expect(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Move the marker/ })).not.toBeInTheDocument();
});

test('a saved address whose area cannot be asked for is searched again as typed, and the map is offered', async () => {
  act(() => $user.set({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [HOME, OFFICE] }));
  const working = api;
  api = fakeApi((request) => (request.url.pathname === '/public/delivery-areas/at' ? { status: 503, json: { message: 'Try later.' } } : undefined));
  try {
    await renderInShop(<Live />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Saved addresses' }), 'Home: Splaiul Independenței 200, București');
    expect(await screen.findByRole('button', { name: 'Find my address on the map' })).toBeInTheDocument();
    expect($cart.get()).toMatchObject({ address_id: 7, address: '', geolocation: null, delivery_area: null });
  } finally {
    api.restore();
    api = working;
  }
});

const SEARCH_FAILED = 'Address search is not available right now. Search the city or a landmark and move the marker.';

test('a suggestion whose area cannot be asked for is not shown as chosen: it is searched again as typed, and the map is offered', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Splaiul 200');
  areasDown = true;
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));
  expect(await screen.findByRole('button', { name: 'Find my address on the map' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(SEARCH_FAILED)).toBeInTheDocument();
  expect($cart.get()).toMatchObject({ address: '', geolocation: null, delivery_area: null });
});

test('a marker moved where the area cannot be asked for goes back to the last point, which keeps its area', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Splaiul 200');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));
  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));
  const before = $cart.get().geolocation;
  areasDown = true;
  await userEvent.click(screen.getByRole('button', { name: 'Move the marker 100 m' }));
  expect(await screen.findByText(SEARCH_FAILED, {}, { timeout: 5000 })).toBeInTheDocument();
  // A new object at the same point: the map puts its marker back there.
  expect($cart.get().geolocation).toEqual({ lat: 44.435, lng: 26.05 });
  expect($cart.get().geolocation).not.toBe(before);
  expect($cart.get()).toMatchObject({ address: 'Splaiul Independenței 200, București', delivery_area: RANGE_AREA });
});

test('the map opened where the area cannot be asked for: back to the search, with the map offered again', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('combobox', { name: /Street and number/ }), 'Strada Necunoscută 1');
  areasDown = true;
  await userEvent.click(await screen.findByRole('button', { name: 'Find my address on the map' }));
  expect(await screen.findByText(SEARCH_FAILED, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Find my address on the map' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Search for my address instead' })).not.toBeInTheDocument();
  expect($cart.get().geolocation).toBeNull();
});

test("a saved address never placed on the map, chosen after another, is not overwritten with the other's street and point", async () => {
  act(() => $user.set({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [HOME, OFFICE] }));
  await renderInShop(<Live />);
  const saved = await screen.findByRole('combobox', { name: 'Saved addresses' });
  await userEvent.selectOptions(saved, 'Home: Splaiul Independenței 200, București');
  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));
  await userEvent.selectOptions(saved, 'Office: Splaiul Independenței 5, București');
  await act(() => saveOrderAddress($cart.get()));
  expect(api.requests.some((r) => r.url.pathname === '/public/account/delivery-addresses')).toBe(false);

  // Its street chosen from the suggestions, it is saved with the point found for it.
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));
  await waitFor(() => expect($cart.get().geolocation).not.toBeNull());
  await act(() => saveOrderAddress($cart.get()));
  expect(api.requests.at(-1)?.body).toEqual({ id: 8, address: 'Splaiul Independenței 200, București', address_line2: '', name: 'Office', instructions: '', lat: 44.435, lng: 26.05 });
});

test('a customer with one saved address finds it filled in; with two, nothing is guessed', async () => {
  act(() => $user.set({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [HOME] }));
  const { unmount } = await renderInShop(<Live />);
  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));
  expect($cart.get()).toMatchObject({ address_id: 7, address: HOME.address, address_line2: 'Ap. 4', geolocation: { lat: 44.435, lng: 26.05 } });
  expect(screen.getByRole('combobox', { name: 'Saved addresses' })).toHaveValue('7');
  // "A new address" is still there to choose.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Saved addresses' }), '');
  expect($cart.get().address_id).toBeNull();
  unmount();

  act(() => {
    $cart.set({ ...emptyCart(), delivery_type: 'delivery' });
    $user.set({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [HOME, OFFICE] });
  });
  await renderInShop(<Live />);
  expect(await screen.findByRole('combobox', { name: 'Saved addresses' })).toHaveValue('');
  expect($cart.get()).toMatchObject({ address_id: null, address: '', geolocation: null });
});

test('guests see no saved addresses and no saving', async () => {
  await renderInShop(<Live />);
  await screen.findByRole('combobox', { name: /Street and number/ });
  expect(screen.queryByRole('combobox', { name: 'Saved addresses' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /Save this address/ })).not.toBeInTheDocument();
});

test('saving the order address replaces the saved one with the same id, or adds a new one', async () => {
  act(() => $user.set({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [HOME] }));
  const delivery = { ...emptyCart(), delivery_type: 'delivery' as const, address: HOME.address, address_line2: 'Ap. 5', address_name: 'Home', address_instructions: '', geolocation: { lat: 44.435, lng: 26.05 } };
  await saveOrderAddress({ ...delivery, address_id: 7 });
  expect(api.requests.at(-1)?.body).toEqual({ id: 7, address: HOME.address, address_line2: 'Ap. 5', name: 'Home', instructions: '', lat: 44.435, lng: 26.05 });
  expect($user.get().delivery_addresses).toEqual([{ ...HOME, address_line2: 'Ap. 5', instructions: '' }]);

  await saveOrderAddress({ ...delivery, address_id: null, address_name: 'Gym' });
  expect(api.requests.at(-1)?.body).not.toHaveProperty('id');
  expect($user.get().delivery_addresses.map((address) => address.id)).toEqual([7, 41]);
});

test('an order address whose saved copy was deleted meanwhile is added as new, and the order page stays', async () => {
  act(() => $user.set({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [] }));
  await renderInShop(<Live />, { path: '/order-success/abc' });
  const delivery = { ...emptyCart(), delivery_type: 'delivery' as const, address: HOME.address, address_line2: '', address_name: 'Home', address_instructions: '', geolocation: { lat: 44.435, lng: 26.05 } };
  await act(() => saveOrderAddress({ ...delivery, address_id: 9 }));
  const posted = api.requests.filter((r) => r.url.pathname === '/public/account/delivery-addresses').map((r) => (r.body as { id?: number }).id);
  expect(posted).toEqual([9, undefined]);
  expect($user.get().delivery_addresses.map((address) => address.id)).toEqual([41]);
  expect(screen.getByTestId('current-path')).toHaveTextContent('/order-success/abc');
});

function fakePosition(): jest.Mock {
  const getCurrentPosition = jest.fn((success: PositionCallback) =>
    success({ coords: { latitude: 44.4351, longitude: 26.0502 } } as GeolocationPosition));
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

test('auto_open_geolocation: the form asks where the customer is and offers the street there to add the number', async () => {
  const asked = fakePosition();
  await renderInShop(<DeliveryDetails cart={$cart.get()} tileUrl="" autoLocate />);
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Street and number/ })).toHaveValue('Splaiul Independenței '));
  expect(asked).toHaveBeenCalledTimes(1);
  expect(api.requests.find((r) => r.url.pathname === '/public/geocoding/reverse')?.url.search).toBe('?lat=44.4351&lng=26.0502');
  expect(screen.getByText('Please add the street number and choose your address again.')).toBeInTheDocument();
});

test('auto_open_geolocation: a position arriving after the customer chose a saved address does not replace it', async () => {
  let answer: PositionCallback = () => undefined;
  const getCurrentPosition = jest.fn((success: PositionCallback) => { answer = success; });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  act(() => $user.set({ id: 3, token: 'tok', name: 'Ana', delivery_addresses: [HOME, OFFICE] }));
  function Locating() {
    return <DeliveryDetails cart={useStore($cart)} tileUrl="" autoLocate />;
  }
  await renderInShop(<Locating />);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Saved addresses' }), 'Home: Splaiul Independenței 200, București');
  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));

  await act(async () => answer({ coords: { latitude: 44.4351, longitude: 26.0502 } } as GeolocationPosition));
  await waitFor(() => expect(api.requests.some((r) => r.url.pathname === '/public/geocoding/reverse')).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('combobox', { name: /Street and number/ })).toHaveValue(HOME.address);
  expect($cart.get()).toMatchObject({ address_id: 7, address: HOME.address, geolocation: { lat: 44.435, lng: 26.05 } });
  expect(screen.queryByText('Please add the street number and choose your address again.')).not.toBeInTheDocument();
});

test('without the setting the browser is not asked', async () => {
  const asked = fakePosition();
  await renderInShop(<Live />);
  await screen.findByRole('combobox', { name: /Street and number/ });
  expect(asked).not.toHaveBeenCalled();
});

test('a marker put back for going too far is said in a live region that was there before, and said again each time', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Splaiul 200');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));
  const move = await screen.findByRole('button', { name: 'Move the marker 1 km' });
  // Screen readers watch a live region once it is in the page: one added with its words is often silent.
  const regions = screen.getAllByRole('status');

  await userEvent.click(move);
  const why = screen.getByText('The marker is too far from the address you typed. Move it closer or change the address.');
  const region = regions.find((candidate) => candidate.contains(why));
  expect(region).toBeDefined();
  expect(region).toHaveAttribute('role', 'status');

  // Another refused press: the same words, put in again, so they are said again.
  await userEvent.click(move);
  const again = screen.getByText('The marker is too far from the address you typed. Move it closer or change the address.');
  expect(region).toContainElement(again);
  expect(again).not.toBe(why);
});

test('how many addresses the search found is said once it answers, in a status that was there while typing', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  const count = screen.getAllByRole('status').find((region) => region.textContent === '');
  expect(count).toBeDefined();

  await userEvent.type(address, 'Lipscani 2');
  await waitFor(() => expect(count).toHaveTextContent('3 suggestions'));
  expect(screen.getAllByRole('option')).toHaveLength(3);
  // Typed on, the old count is not said again while the next search is on its way.
  await userEvent.type(address, '9');
  expect(count).toBeEmptyDOMElement();
  // None found: the field's own refusal says it (with what to do), announced; not said twice.
  expect(await screen.findByRole('alert')).toHaveTextContent('Address not found.');
  expect(count).toBeEmptyDOMElement();

  await userEvent.clear(address);
  await userEvent.type(address, 'Pipera 4');
  await waitFor(() => expect(count).toHaveTextContent('1 suggestion'));
  await userEvent.click(screen.getByRole('option', { name: 'Șoseaua Pipera 4, București' }));
  expect(count).toBeEmptyDOMElement();
});

test('the count of suggestions is said in Lithuanian with its plural forms', async () => {
  await renderInShop(<Live />, { language: 'lt' });
  const address = await screen.findByRole('combobox', { name: /Gatvė ir numeris/ });
  const count = screen.getAllByRole('status').find((region) => region.textContent === '');
  await userEvent.type(address, 'Lipscani 2');
  await waitFor(() => expect(count).toHaveTextContent('3 pasiūlymai'));
});

test('an address chosen in another tab replaces the one shown here: the customer confirms where the order goes', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Splaiul 200');
  await userEvent.click(await screen.findByRole('option', { name: 'Splaiul Independenței 200, București' }));
  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));

  // cart-sync copies the other tab's cart into this one.
  act(() => $cart.set({ ...$cart.get(), address: 'Șoseaua Pipera 4, București', geolocation: { lat: 44.505, lng: 26.12 } }));
  expect(address).toHaveValue('Șoseaua Pipera 4, București');
  // Shown as chosen, with its map; nothing is searched for it, as nothing was typed here.
  expect(await screen.findByRole('button', { name: 'Move the marker 100 m' })).toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();

  // What is typed here afterwards is the customer's, as before.
  await userEvent.clear(address);
  await userEvent.type(address, 'Calea Victoriei 120');
  expect(address).toHaveValue('Calea Victoriei 120');
  expect($cart.get()).toMatchObject({ address: '', geolocation: null });
});

test('a saved address whose point alone was moved in the account (another tab): its area is looked up again', async () => {
  // Saved with its point north of every area: not delivered there.
  const away = { ...HOME, lat: 44.48, lng: 26.05 };
  act(() => $cart.set({ ...$cart.get(), ...savedAddressDetails(away), address: away.address, geolocation: { lat: away.lat, lng: away.lng }, store_id: 1 }));
  await renderInShop(<Live />);
  expect(await screen.findByText('Unfortunately we do not deliver to this address.')).toBeInTheDocument();
  const lookups = () => api.requests.filter((r) => r.url.pathname === '/public/delivery-areas/at');
  const before = lookups().length;

  // The account moved the point to the door, the street's words unchanged; cart-sync brings the cart here.
  act(() => $cart.set({ ...$cart.get(), ...editedSavedAddress($cart.get(), HOME) }));
  await waitFor(() => expect($cart.get()).toMatchObject({ geolocation: { lat: 44.435, lng: 26.05 }, delivery_area: RANGE_AREA, transport_price: 0, store_id: 2 }));
  expect(screen.queryByText('Unfortunately we do not deliver to this address.')).not.toBeInTheDocument();
  expect(lookups().slice(before).map((r) => r.url.searchParams.get('lat'))).toEqual(['44.435']);
  expect(screen.getByRole('combobox', { name: /Street and number/ })).toHaveValue(HOME.address);

  // The marker moved here from the new point is the customer's own: looked up once, as before.
  await userEvent.click(await screen.findByRole('button', { name: 'Move the marker 100 m' }));
  await waitFor(() => expect($cart.get().geolocation).toEqual({ lat: 44.436, lng: 26.05 }));
  expect(lookups().length).toBe(before + 2);
});

test('typing the street of a marker placed by hand is not undone by the cart it fills', async () => {
  await renderInShop(<Live />);
  const address = await screen.findByRole('combobox', { name: /Street and number/ });
  await userEvent.type(address, 'Ateneul');
  await userEvent.click(await screen.findByRole('option', { name: 'Ateneul Român, București' }));
  await screen.findByRole('button', { name: 'Move the marker 100 m' });
  await userEvent.type(address, 'Calea Victoriei 3');
  expect(address).toHaveValue('Calea Victoriei 3');
  expect($cart.get().address).toBe('Calea Victoriei 3');
});
