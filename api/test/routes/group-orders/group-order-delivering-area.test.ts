import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN } from '../../helpers/placed-order';

// Lipscani is in Old Town's delivery area (1) first, then in Riverside's (2). Riverside's
// Margherita 40 cm (size 122) is 48 + pack 2: 50, in its 40-100 band (fee 15).
const LIPSCANI = { lat: 44.4316, lng: 26.1005 };
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(() => t.close());

test('while Old Town does not deliver, a group order started in the area the checkout found (Riverside\'s) is placed there', async () => {
  await t.app.db.updateTable('stores').set({ has_delivery: false }).where('id', '=', 1).execute();
  const told = (await t.app.inject({ method: 'GET', url: `/public/delivery-areas/at?lat=${LIPSCANI.lat}&lng=${LIPSCANI.lng}` })).json();
  expect(told).toMatchObject({ store_id: 2, delivery_area: { id: 2 } });
  const { link, participant_token: olga } = await go.start({
    store_id: told.store_id, delivery_type: 'delivery', delivery_area_id: told.delivery_area.id, products: [line(1, 1, 122)],
  });
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  const placed = await go.place(link, olga, {
    store_id: 2, delivery_type: 'delivery', pickup_type: null, payment_method: 'card', address: 'Strada Lipscani 20', geolocation: LIPSCANI,
  });
  expect(placed.json().fields).toBeUndefined();
  expect(placed.statusCode).toBe(201);
  expect(placed.json()).toMatchObject({ subtotal: 50, delivery_fee: 15 });
});

test('a delivery group order is not started in an area of a store that does not deliver now', async () => {
  await t.app.db.updateTable('stores').set({ has_delivery: false }).where('id', '=', 1).execute();
  const refused = await go.post('', { store_id: 1, delivery_type: 'delivery', delivery_area_id: 1, name: 'Olga', payment_mode: 'split' });
  expect([refused.statusCode, refused.json().message]).toEqual([422, 'Choose a delivery address inside one of our delivery areas first.']);
  await t.app.db.updateTable('stores').set({ has_delivery: true }).where('id', '=', 1).execute();
  expect((await go.post('', { store_id: 1, delivery_type: 'delivery', delivery_area_id: 1, name: 'Olga', payment_mode: 'split' })).statusCode).toBe(201);
});
