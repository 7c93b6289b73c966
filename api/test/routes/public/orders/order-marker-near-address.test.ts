import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { gazetteerGeocoder } from '../../../../src/domain/geocoding/gazetteer-geocoder';
import type { Geocoder } from '../../../../src/domain/geocoding/geocoder';
import { groupOrderClient, line as groupLine } from '../../../helpers/group-orders';
import { orderLine as line, orderRefusalsIn, pickupOrder, placeOrder } from '../../../helpers/orders';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Spec §5 "a map marker moved too far from the typed address is rejected", checked by the server:
// the marker decides the delivery area, its fee and minimum. Wednesday noon, both stores open.
// Splaiul Independenței (44.435, 26.05) is only in Riverside's area (2: 15 lei for 40-100);
// Lipscani (44.4316, 26.1005) is Old Town's (1: 12 lei fixed, 50 minimum). Two Margherita 30 cm
// at Old Town: 2 x (32 + 2) = 68.
const LIPSCANI = { lat: 44.4316, lng: 26.1005 };
const TOO_FAR = 'The marker is too far from the address you typed. Move it closer or change the address.';

/** The app's geocoder, the gazetteer unless a case makes it fail or go silent. */
let geocoderNow: Geocoder['search'];
const gazetteer = gazetteerGeocoder();
const geocoder: Geocoder = { search: (query, language) => geocoderNow(query, language) };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z'), geocoder, payments: { stripe: null, paypal: null } });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
beforeEach(() => {
  geocoderNow = gazetteer.search;
});
afterAll(() => t.close());

function delivery(overrides: Partial<PlaceOrderRequest>): PlaceOrderRequest {
  return pickupOrder({ delivery_type: 'delivery', pickup_type: null, payment_method: 'cash', products: [line(1, 2, 111)], ...overrides });
}

test('an address in Riverside\'s area with the marker moved into Old Town\'s is refused on the marker, in the order\'s language', async () => {
  const order = delivery({ address: 'Splaiul Independenței 5, București', geolocation: LIPSCANI });
  expect(await orderRefusalsIn(t.app, 'en', order)).toEqual({ geolocation: TOO_FAR });
  expect(await orderRefusalsIn(t.app, 'es', order)).toEqual({ geolocation: 'El marcador está demasiado lejos de la dirección escrita. Acércalo o cambia la dirección.' });
  expect(await orderRefusalsIn(t.app, 'lt', order)).toEqual({ geolocation: 'Žymeklis per toli nuo įvesto adreso. Perkelkite jį arčiau arba pakeiskite adresą.' });
  expect(await orderRefusalsIn(t.app, 'ro', order)).toEqual({ geolocation: 'Marcajul este prea departe de adresa scrisă. Apropie-l sau schimbă adresa.' });
  // Nor may an address outside every area borrow a point inside one.
  expect(await orderRefusalsIn(t.app, 'en', delivery({ address: 'Șoseaua Pipera 10, București', geolocation: LIPSCANI }))).toEqual({ geolocation: TOO_FAR });
});

test('the suggestion the checkout chose, its marker moved within 500 m, is delivered by its area', async () => {
  const [chosen] = await gazetteer.search('Lipscani 20', 'en');
  const moved = { lat: chosen!.lat + 0.004, lng: chosen!.lng }; // about 445 m north
  const placed = await placeOrder(t.app, delivery({ address: chosen!.label, geolocation: moved }));
  expect(placed).toMatchObject({ address: 'Strada Lipscani 20, București', subtotal: 68, delivery_fee: 12 });
});

test('an address the geocoder does not find, or cannot be asked about, takes the marker as the checkout does', async () => {
  expect(await placeOrder(t.app, delivery({ address: 'Strada Nimănui 9', geolocation: LIPSCANI }))).toMatchObject({ delivery_fee: 12 });
  geocoderNow = async () => Promise.reject(new Error('geocoder down'));
  expect(await placeOrder(t.app, delivery({ address: 'Splaiul Independenței 5, București', geolocation: LIPSCANI }))).toMatchObject({ delivery_fee: 12 });
  // Never answering, it is given up on after a short wait, well under the request's own limits.
  geocoderNow = () => new Promise<AddressSuggestion[]>(() => undefined);
  expect(await placeOrder(t.app, delivery({ address: 'Splaiul Independenței 5, București', geolocation: LIPSCANI }))).toMatchObject({ delivery_fee: 12 });
});

test('the organiser\'s group order is refused on a marker far from its address too', async () => {
  const go = groupOrderClient(t.app);
  const { link, participant_token: olga } = await go.start({ store_id: 1, delivery_type: 'delivery', delivery_area_id: 1, products: [groupLine(1, 2, 111)] });
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  const refused = await go.place(link, olga, {
    store_id: 1, delivery_type: 'delivery', pickup_type: null, payment_method: 'card', address: 'Splaiul Independenței 5, București', geolocation: LIPSCANI,
  });
  expect([refused.statusCode, refused.json().fields]).toEqual([422, { geolocation: TOO_FAR }]);
  const placed = await go.place(link, olga, {
    store_id: 1, delivery_type: 'delivery', pickup_type: null, payment_method: 'card', address: 'Strada Lipscani 20, București', geolocation: LIPSCANI,
  });
  expect(placed.statusCode).toBe(201);
});
