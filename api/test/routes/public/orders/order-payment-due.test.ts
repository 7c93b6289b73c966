import { randomUUID } from 'node:crypto';
import { orderLine, pickupOrder } from '../../../helpers/orders';
import { SHOP_OPEN, nextAddress, placeOrder, startPayment } from '../../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { paymentsRepository } from '../../../../src/repositories/payments-repository';

/** payment_due: an order paid online that still waits for the customer to pay (its success page offers to pay). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
});
afterAll(async () => {
  await t.close();
});

const read = async (token: string) => (await t.app.inject({ method: 'GET', url: `/public/orders/${token}` })).json();
const pay = (token: string, card_number: string) =>
  t.app.inject({ method: 'POST', url: `/public/payments/${token}/sandbox-card`, payload: { card_number, expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress() });

test('a card order not paid yet is due, as placed and as read back', async () => {
  const order = await placeOrder(t.app, 'card');
  expect(order.payment_due).toBe(true);
  expect((await read(order.token)).payment_due).toBe(true);
});

test('a card order is no longer due once its payment succeeded', async () => {
  const order = await placeOrder(t.app, 'card');
  await startPayment(t.app, order.token);
  expect((await read(order.token)).payment_due).toBe(true);
  expect((await pay(order.token, '4242 4242 4242 4242')).json()).toMatchObject({ status: 'succeeded' });
  expect((await read(order.token)).payment_due).toBe(false);
});

test('a card order marked paid is not due, whatever its payment row says', async () => {
  const order = await placeOrder(t.app, 'card');
  const { id } = await t.app.db.selectFrom('orders').select('id').where('token', '=', order.token).executeTakeFirstOrThrow();
  expect(await paymentsRepository(t.app.db).markOrderPaid(id, SHOP_OPEN)).toBe(true);
  expect((await read(order.token)).payment_due).toBe(false);
});

test('a declined card leaves it due; a payment the provider is processing does not (the payment screen says not to pay again)', async () => {
  const declined = await placeOrder(t.app, 'card');
  await startPayment(t.app, declined.token);
  expect((await pay(declined.token, '4000 0000 0000 0002')).json()).toMatchObject({ status: 'requires_payment_method' });
  expect((await read(declined.token)).payment_due).toBe(true);

  const processing = await placeOrder(t.app, 'card');
  await startPayment(t.app, processing.token);
  expect((await pay(processing.token, '4000 0000 0000 0077')).json()).toMatchObject({ status: 'processing' });
  expect((await read(processing.token)).payment_due).toBe(false);
});

test('an order paid in cash is never due online', async () => {
  const order = await placeOrder(t.app, 'cash-pickup');
  expect(order.payment_due).toBe(false);
  expect((await read(order.token)).payment_due).toBe(false);
});

test('a table order paid by card is not due here: the table has its own way to pay', async () => {
  const table = await t.app.db.selectFrom('store_tables').select('link').where('store_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const body = pickupOrder({ delivery_type: 'table', pickup_type: null, email: '', phone: '', table_link: table.link, payment_method: 'card', products: [orderLine(24, 2)] });
  const placed = await t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() }, remoteAddress: nextAddress() });
  expect(placed.statusCode).toBe(201);
  expect(placed.json()).toMatchObject({ delivery_type: 'table', payment_method: 'card', payment_due: false });
  expect((await read(placed.json().token)).payment_due).toBe(false);
});

test('a retried submit answers the first order with payment_due as it stands now', async () => {
  const key = randomUUID();
  const submit = () =>
    t.app.inject({ method: 'POST', url: '/public/orders', payload: pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }), headers: { 'idempotency-key': key }, remoteAddress: nextAddress() });
  const first = await submit();
  expect(first.statusCode).toBe(201);
  const again = await submit();
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ token: first.json().token, payment_due: true });
});

test('a card order that costs nothing is paid as placed: nothing is due, and its confirmation goes at once', async () => {
  const email = 'nothing-to-pay@example.com';
  const body = pickupOrder({ email, payment_method: 'card', voucher_code: 'FREELEMONADE', products: [orderLine(24, 1)] });
  const placed = await t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() }, remoteAddress: nextAddress() });
  expect(placed.statusCode).toBe(201);
  expect(placed.json()).toMatchObject({ total: 0, payment_method: 'card', payment_due: false });
  expect((await read(placed.json().token)).payment_due).toBe(false);
  const stored = await t.app.db.selectFrom('orders').select('paid_at').where('token', '=', placed.json().token).executeTakeFirstOrThrow();
  expect(stored.paid_at).toEqual(SHOP_OPEN);
  const [confirmation] = await t.app.repositories.outbox.list({ recipient: email, limit: 1 });
  expect(confirmation?.subject).toMatch(/^Your order/);
});
