import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import { useStore } from '@nanostores/react';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
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
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  act(() => $cart.set({ ...emptyCart(), delivery_type: 'delivery' }));
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/geocoding/search') {
      const q = request.url.searchParams.get('q') ?? '';
      if (q.startsWith('Pipera')) return { json: [{ label: 'Șoseaua Pipera 4, București', street: 'Șoseaua Pipera', number: '4', city: 'București', lat: 44.505, lng: 26.12 }] };
      if (q === 'Splaiul') return { json: [{ label: 'Splaiul Independenței, București', street: 'Splaiul Independenței', number: null, city: 'București', lat: 44.435, lng: 26.05 }] };
      if (q.startsWith('Splaiul')) return { json: [{ label: 'Splaiul Independenței 200, București', street: 'Splaiul Independenței', number: '200', city: 'București', lat: 44.435, lng: 26.05 }] };
      return { json: [] };
    }
    if (request.url.pathname === '/public/delivery-areas/at') {
      const inside = Number(request.url.searchParams.get('lat')) < 44.47;
      return { json: inside ? { store_id: 2, delivery_area: RANGE_AREA } : { store_id: null, delivery_area: null } };
    }
    return undefined;
  });
});
afterEach(() => api.restore());

test('an address chosen from the suggestions sets the point, the area and the store that delivers there', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: /Street and number/ }), 'Splaiul 200');
  await userEvent.click(await screen.findByRole('button', { name: 'Splaiul Independenței 200, București' }));

  await waitFor(() => expect($cart.get().delivery_area).toEqual(RANGE_AREA));
  expect($cart.get()).toMatchObject({ address: 'Splaiul Independenței 200, București', geolocation: { lat: 44.435, lng: 26.05 }, store_id: 2 });
  expect(await screen.findByRole('button', { name: 'Move the marker 100 m' })).toBeInTheDocument();
});

test('a suggestion without a street number is not taken', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: /Street and number/ }), 'Splaiul');
  await userEvent.click(await screen.findByRole('button', { name: 'Splaiul Independenței, București' }));
  expect(screen.getByText('Please add the street number and choose your address again.')).toBeInTheDocument();
  expect($cart.get().geolocation).toBeNull();
});

test('nothing found gives the spec §8 advice', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: /Street and number/ }), 'Nowhere 1');
  expect(await screen.findByText('Address not found. Search the city or a landmark and move the marker.')).toBeInTheDocument();
});

test('outside every area: "we do not deliver" with pickup instead', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: /Street and number/ }), 'Pipera 4');
  await userEvent.click(await screen.findByRole('button', { name: 'Șoseaua Pipera 4, București' }));
  expect(await screen.findByText('Unfortunately we do not deliver to this address.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Order for pickup instead' }));
  expect($cart.get().delivery_type).toBe('pickup');
});

test('a marker moved too far is rejected; a small move is kept', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: /Street and number/ }), 'Splaiul 200');
  await userEvent.click(await screen.findByRole('button', { name: 'Splaiul Independenței 200, București' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Move the marker 1 km' }));
  expect(screen.getByText('The marker is too far from the address you typed. Move it closer or change the address.')).toBeInTheDocument();
  expect($cart.get().geolocation).toEqual({ lat: 44.435, lng: 26.05 });

  await userEvent.click(screen.getByRole('button', { name: 'Move the marker 100 m' }));
  await waitFor(() => expect($cart.get().geolocation?.lat).toBeCloseTo(44.436, 5));
  expect(screen.queryByText(/too far/)).not.toBeInTheDocument();
});
