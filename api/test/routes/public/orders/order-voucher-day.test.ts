import { randomUUID } from 'node:crypto';
import { orderLine as line, pickupOrder } from '../../../helpers/orders';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A voucher is checked on the shop's day (its first store's time zone) by POST public/vouchers/check,
// the cart and the benefits page; the order counts it on the same day, whichever store it is placed
// at. Here Old Town, the first store, lies where it is already Thursday the 26th while Riverside
// (Bucharest) is at Wednesday noon: a voucher valid from the 26th is accepted by the check, and the
// order at Riverside must take it too. Lemonade (24) is 15 at Riverside.
const WEDNESDAY_NOON_BUCHAREST = new Date('2026-11-25T10:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => WEDNESDAY_NOON_BUCHAREST });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
  await t.app.db.updateTable('stores').set({ time_zone: 'Pacific/Kiritimati' }).where('id', '=', 1).execute();
  await t.app.db.updateTable('vouchers').set({ valid_from: '2026-11-26', valid_until: null }).where('code', '=', 'AURORA10').execute();
});
afterAll(() => t.close());

test('an order at another store takes a voucher the check accepted on the shop\'s day', async () => {
  const check = await t.app.inject({ method: 'POST', url: '/public/vouchers/check', payload: { code: 'AURORA10' } });
  expect(check.statusCode).toBe(200);

  const order = pickupOrder({ store_id: 2, payment_method: 'cash-pickup', voucher_code: 'AURORA10', products: [line(24, 2)] });
  const res = await t.app.inject({
    method: 'POST', url: '/public/orders', payload: order, headers: { 'idempotency-key': randomUUID() }, remoteAddress: '10.31.0.1',
  });
  expect(res.json().fields).toBeUndefined();
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ voucher_code: 'AURORA10', total: 27 });
});
