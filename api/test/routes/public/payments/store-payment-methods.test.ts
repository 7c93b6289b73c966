import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from 'shared-contracts/types/cart';
import { orderLine, pickupOrder } from '../../../helpers/orders';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { SHOP_OPEN, nextAddress } from '../../../helpers/placed-order';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
});
afterAll(async () => {
  await t.close();
});

async function offered(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/public/payment-methods?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().methods.map((entry: { method: string }) => entry.method);
}

/** A pickup order at a store, paid by `paymentMethod`. */
function placePickup(storeId: number, paymentMethod: PaymentMethod) {
  return t.app.inject({
    method: 'POST',
    url: '/public/orders',
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: nextAddress(),
    payload: pickupOrder({ store_id: storeId, payment_method: paymentMethod, products: [orderLine(24, 2)] }),
  });
}

test('each store offers the methods it accepts: Riverside has no card terminal, so no card at the counter or door', async () => {
  expect(await offered('delivery_type=pickup&store_id=1')).toEqual(['cash-pickup', 'pos-pickup', 'card']);
  expect(await offered('delivery_type=delivery&store_id=1')).toEqual(['cash', 'pos', 'card']);
  expect(await offered('delivery_type=pickup&store_id=2')).toEqual(['cash-pickup', 'card']);
  expect(await offered('delivery_type=delivery&store_id=2')).toEqual(['cash', 'card']);
  expect(await offered('delivery_type=table&store_id=2')).toEqual(['cash-pickup', 'card']);
  // Without a delivery type no offline method applies; without a store, none is left out.
  expect(await offered('store_id=2')).toEqual(['card']);
  expect(await offered('delivery_type=pickup')).toEqual(['cash-pickup', 'pos-pickup', 'card']);
});

test('an unknown store is a 404 and a bad delivery type a 400, each with a message', async () => {
  const unknown = await t.app.inject({ method: 'GET', url: '/public/payment-methods?delivery_type=pickup&store_id=99' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('Store 99 does not exist.');
  const bad = await t.app.inject({ method: 'GET', url: '/public/payment-methods?delivery_type=drone' });
  expect(bad.statusCode).toBe(400);
});

test('placing an order applies the store\'s methods: card at Riverside\'s counter is refused, cash is taken', async () => {
  const refused = await placePickup(2, 'pos-pickup');
  expect(refused.statusCode).toBe(422);
  // The store is the reason, and the method is named as the picker names it, never by its code.
  expect(refused.json().fields.payment_method).toBe('Casa Aurora Riverside does not accept "Card at the counter". Please choose another way to pay.');
  expect((await placePickup(1, 'pos-pickup')).statusCode).toBe(201);
  expect((await placePickup(2, 'cash-pickup')).statusCode).toBe(201);
});

test('a store that takes no online payment offers none, and its orders cannot be paid online', async () => {
  await t.app.db.insertInto('store_payment_methods').values({ store_id: 1, methods: JSON.stringify(['cash-pickup', 'cash']) }).execute();
  try {
    expect(await offered('delivery_type=pickup&store_id=1')).toEqual(['cash-pickup']);
    const refused = await placePickup(1, 'card');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.payment_method).toBe('Casa Aurora Old Town does not accept "Card online". Please choose another way to pay.');
  } finally {
    await t.app.db.deleteFrom('store_payment_methods').where('store_id', '=', 1).execute();
  }
});

test('a method the shop takes nowhere (PayPal without a provider) is said so, not blamed on the store', async () => {
  const refused = await placePickup(1, 'paypal');
  expect(refused.statusCode).toBe(422);
  expect(refused.json().fields.payment_method).toBe('"PayPal" is not available at the moment. Please choose another way to pay.');
});
