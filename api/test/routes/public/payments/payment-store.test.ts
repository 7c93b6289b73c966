import { orderLine, pickupOrder, placeOrder } from '../../../helpers/orders';
import { nextAddress, SHOP_OPEN, startPayment } from '../../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null, sandboxSettleMs: 60_000 } });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(() => t.close());

test("the payment names its order's store, whose clock its deadline is told on", async () => {
  const placed = await placeOrder(t.app, pickupOrder({ store_id: 2, payment_method: 'card', products: [orderLine(24, 2)] }));
  const started = await startPayment(t.app, placed.token);
  expect(started.statusCode).toBe(201);
  expect(started.json()).toMatchObject({ order_token: placed.token, store_id: 2 });
  const read = await t.app.inject({ method: 'GET', url: `/public/payments/${placed.token}`, remoteAddress: nextAddress() });
  expect(read.json()).toMatchObject({ order_token: placed.token, store_id: 2 });
});
