import { bearer, registerUser, type Registered } from '../../../helpers/accounts';
import { pickupOrder, placeOrder } from '../../../helpers/orders';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// The brand is in Bucharest (seed); Old Town (store 1) is moved to Mexico City, 8 hours behind.
const WEDNESDAY_NOON = new Date('2026-11-25T10:00:00Z');
let clock = WEDNESDAY_NOON;
let t: TestApp;
let customer: Registered;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
  customer = await registerUser(t.app);
}, 120_000);
afterAll(() => t.close());

const listed = async () => (await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) })).json()[0];

test("an order for later stays current until its day is over at its store, whatever the brand's clock says", async () => {
  const placed = await placeOrder(t.app, pickupOrder(), bearer(customer.token));
  await t.app.db.updateTable('orders').set({ for_later: true, later_day: '2026-11-25', later_time: '19:00' }).where('token', '=', placed.token).execute();
  await t.app.db.updateTable('stores').set({ time_zone: 'America/Mexico_City' }).where('id', '=', 1).execute();
  expect((await t.app.repositories.website.website()).time_zone).toBe('Europe/Bucharest');

  // 00:30 on the 26th in Bucharest, 16:30 on the 25th in Mexico City: the order's day is not over.
  clock = new Date('2026-11-25T22:30:00Z');
  expect(await listed()).toMatchObject({ token: placed.token, store_id: 1, current: true });
  // 00:30 on the 26th in Mexico City.
  clock = new Date('2026-11-26T06:30:00Z');
  expect(await listed()).toMatchObject({ token: placed.token, current: false });
});
