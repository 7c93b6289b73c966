import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { orderLine as line, pickupOrder as orderRequest } from '../../../helpers/orders';
import { bearer, registerUser } from '../../../helpers/accounts';

// Every refusal of api/src/domain/assess-order.ts, one by one: a 422 naming the field, in words
// the customer can act on, and nothing stored. Seed as in post-orders.test.ts; in addition the
// whole walnut cake (41, 160 + 5 packaging) needs advance ordering and the lunch menu of the day
// (42, 35 + 2) is sold for today only.
const WEDNESDAY_NOON = new Date('2026-11-25T10:00:00Z');
const MONDAY_NOON = new Date('2026-11-23T10:00:00Z');
const OLD_TOWN = { lat: 44.4316, lng: 26.1005 };

let clock = WEDNESDAY_NOON;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock = WEDNESDAY_NOON;
});

let caller = 0;
function place(body: PlaceOrderRequest, headers: Record<string, string> = {}) {
  caller += 1;
  return t.app.inject({
    method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID(), ...headers },
    remoteAddress: `10.3.${Math.floor(caller / 250)}.${caller % 250}`,
  });
}

async function orderCount(): Promise<number> {
  const row = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Places the order and expects exactly these refusals, with nothing stored. */
async function refused(body: PlaceOrderRequest, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<void> {
  const before = await orderCount();
  const res = await place(body, headers);
  expect(res.statusCode).toBe(422);
  expect(res.json().fields).toEqual(fields);
  expect(await orderCount()).toBe(before);
}

/** Old Town delivers to Strada Lipscani; 2 Margherita 30 cm are 2 x (32 + 2) = 68, above its 50 minimum. */
function deliveryOrder(overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return orderRequest({
    delivery_type: 'delivery', pickup_type: null, payment_method: 'cash', address: 'Strada Lipscani 20, București',
    geolocation: OLD_TOWN, products: [line(1, 2, 111)], ...overrides,
  });
}

test('an unknown store', async () => {
  await refused(orderRequest({ store_id: 9 }), { store_id: 'Store 9 does not exist.' });
});

test('a delivery type the store does not offer', async () => {
  await t.app.db.updateTable('stores').set({ has_delivery: false }).where('id', '=', 1).execute();
  try {
    // Lipscani is in Riverside's area too: the customer is told where to order delivery instead.
    await refused(deliveryOrder(), {
      delivery_type: 'Casa Aurora Old Town does not offer delivery.',
      store_id: 'This address is delivered by Casa Aurora Riverside; choose that store.',
    });
  } finally {
    await t.app.db.updateTable('stores').set({ has_delivery: true }).where('id', '=', 1).execute();
  }
});

test('an empty cart', async () => {
  await refused(orderRequest({ products: [] }), { products: 'Your cart is empty.' });
});

test('a voucher that does not apply to the products in the cart', async () => {
  // FREELEMONADE gives a lemonade (24) away: a cola (25) is not one.
  await refused(orderRequest({ voucher_code: 'FREELEMONADE', products: [line(25)] }), {
    voucher_code: 'This voucher does not apply to the products in your cart.',
  });
});

test("a voucher below its own minimum says how much is missing; reaching it, the voucher counts", async () => {
  // WELCOME20 (a new account's) needs 80; two Margherita 30 cm are 68: 12 more.
  const holder = bearer((await registerUser(t.app)).token);
  await refused(orderRequest({ voucher_code: 'WELCOME20', products: [line(1, 2, 111)] }), {
    voucher_code: 'This voucher needs an order of at least 80 lei: add 12 lei more to use this voucher.',
  }, holder);
  // Two 40 cm: 2 x (46 + 2) = 96, less the 20 of the voucher.
  const reached = await place(orderRequest({ voucher_code: 'WELCOME20', products: [line(1, 2, 112)] }), holder);
  expect(reached.statusCode).toBe(201);
  expect(reached.json()).toMatchObject({ subtotal: 96, voucher_value: 20, total: 76 });
});

test('an order for later without its day or time', async () => {
  await refused(orderRequest({ for_later: true, later_day: null, later_time: '18:00' }), { later_time: 'Choose the day and time of your order.' });
  await refused(orderRequest({ for_later: true, later_day: '2026-11-26', later_time: null }), { later_time: 'Choose the day and time of your order.' });
});

test('a delivery without an address or a point on the map', async () => {
  await refused(deliveryOrder({ address: ' ', geolocation: null }), {
    address: 'Please enter your address.',
    geolocation: 'Choose your address from the suggestions or place the marker on the map.',
  });
  await refused(deliveryOrder({ geolocation: null }), { geolocation: 'Choose your address from the suggestions or place the marker on the map.' });
});

test('spec §5: a delivery address without a street number', async () => {
  await refused(deliveryOrder({ address: 'Strada Lipscani, București' }), { address: 'Please add the street number to your address.' });
  // The marker placed on the map, with the street and number typed in: the order is taken.
  expect((await place(deliveryOrder({ address: 'Strada Lipscani 20' }))).statusCode).toBe(201);
});

test('the tables of a closed store take no orders', async () => {
  clock = MONDAY_NOON;
  const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).executeTakeFirstOrThrow();
  await refused(
    orderRequest({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, location_confirmed: false, products: [line(24)] }),
    { for_later: 'Casa Aurora Old Town is not taking orders at the tables now.' },
  );
});

test('spec §5: the location must be confirmed, for delivery the address and pin, for pickup the store', async () => {
  await refused(deliveryOrder({ location_confirmed: false }), {
    location_confirmed: 'Please confirm that the delivery address and the pin on the map are correct.',
  });
  const { location_confirmed: _left, ...unconfirmed } = orderRequest();
  await refused(unconfirmed, { location_confirmed: 'Please confirm that you will pick up your order at Casa Aurora Old Town.' });
  // At a table the customer sits at the location: nothing to confirm.
  const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).executeTakeFirstOrThrow();
  const atTable = await place(orderRequest({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, location_confirmed: false }));
  expect(atTable.statusCode).toBe(201);
});

test('spec §5: the customer must confirm that their details are correct, except at a table', async () => {
  await refused(deliveryOrder({ information_confirmed: false }), { information_confirmed: 'Please confirm that your details are correct.' });
  const { information_confirmed: _left, ...unconfirmed } = orderRequest();
  await refused(unconfirmed, { information_confirmed: 'Please confirm that your details are correct.' });
  // A table order has only a name for the waiter, and its checkout asks nothing more.
  const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).executeTakeFirstOrThrow();
  const atTable = await place(orderRequest({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, information_confirmed: false }));
  expect(atTable.statusCode).toBe(201);
});

test('spec §4: a product that needs advance ordering is never for now, only for later', async () => {
  await refused(orderRequest({ products: [line(24), line(41)] }), {
    for_later: 'Whole walnut and honey cake must be ordered in advance: choose a later day and time.',
  });
  const later = await place(orderRequest({ products: [line(41)], for_later: true, later_day: '2026-11-27', later_time: '16:00' }));
  expect(later.statusCode).toBe(201);
  expect(later.json()).toMatchObject({ subtotal: 165, for_later: true, later_day: '2026-11-27' });
});

test('spec §4: at a table, where no later time can be chosen, a product that needs advance ordering is to be removed', async () => {
  const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).executeTakeFirstOrThrow();
  const atTable = (products: PlaceOrderRequest['products']) =>
    orderRequest({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, products });
  await refused(atTable([line(24), line(41)]), {
    products: 'Whole walnut and honey cake must be ordered in advance, so it cannot be ordered at the table. Please remove it.',
  });
  expect((await place(atTable([line(24)]))).statusCode).toBe(201);
});

test('spec §4: a today basket may be for now or later today, never for another day', async () => {
  await refused(orderRequest({ products: [line(42)], for_later: true, later_day: '2026-11-26', later_time: '13:00' }), {
    later_day: 'Lunch menu of the day is sold for today only: choose a time today.',
  });
  expect((await place(orderRequest({ products: [line(42)] }))).statusCode).toBe(201);
  const laterToday = await place(orderRequest({ products: [line(42)], for_later: true, later_day: '2026-11-25', later_time: '18:00' }));
  expect(laterToday.statusCode).toBe(201);
  expect(laterToday.json()).toMatchObject({ subtotal: 37, later_day: '2026-11-25', later_time: '18:00' });
});
