import type { OrderPaid } from '../../../../src/domain/payments/order-paid';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { SHOP_OPEN, nextAddress, paidAt, placeOrder, startPayment } from '../../../helpers/placed-order';

let t: TestApp;
const paid: OrderPaid[] = [];
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null, sandboxSettleMs: 60_000 } });
  t.app.onOrderPaid.push((event) => {
    paid.push(event);
  });
});
afterAll(async () => {
  await t.close();
});

function pay(orderToken: string, card_number: string) {
  return t.app.inject({
    method: 'POST', url: `/public/payments/${orderToken}/sandbox-card`, payload: { card_number, expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress(),
  });
}

function changeMethod(orderToken: string, payment_method: string) {
  return t.app.inject({ method: 'PUT', url: `/public/payments/${orderToken}/method`, payload: { payment_method }, remoteAddress: nextAddress() });
}

async function orderMethod(orderToken: string): Promise<string> {
  return (await t.app.db.selectFrom('orders').select('payment_method').where('token', '=', orderToken).executeTakeFirstOrThrow()).payment_method;
}

async function declinedCardOrder() {
  const order = await placeOrder(t.app, 'card');
  await startPayment(t.app, order.token);
  expect((await pay(order.token, '4000 0000 0000 0002')).json()).toMatchObject({ status: 'requires_payment_method' });
  return order;
}

test('an order shows its method and the others offered for it: its delivery type\'s and the online ones', async () => {
  const order = await placeOrder(t.app, 'card');
  const res = await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}/method` });
  expect(res.json()).toEqual({
    order_token: order.token,
    delivery_type: 'pickup',
    payment_method: 'card',
    methods: [
      { method: 'cash-pickup', provider: null },
      { method: 'pos-pickup', provider: null },
      { method: 'card', provider: 'sandbox' },
    ],
  });
});

test('after a decline the order pays at the counter instead: the card payment is closed, the amount and the order stay', async () => {
  const order = await declinedCardOrder();
  const res = await changeMethod(order.token, 'cash-pickup');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ order_token: order.token, payment_method: 'cash-pickup' });
  expect(await orderMethod(order.token)).toBe('cash-pickup');
  expect(await paidAt(t.app, order.token)).toBeNull();
  // Nothing is paid online any more: no open payment, and the card form cannot charge the closed one.
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).statusCode).toBe(404);
  expect((await pay(order.token, '4242 4242 4242 4242')).statusCode).toBe(404);
  expect((await startPayment(t.app, order.token)).statusCode).toBe(422);
  const total = (await t.app.db.selectFrom('orders').select('total').where('token', '=', order.token).executeTakeFirstOrThrow()).total;
  expect(Number(total)).toBe(order.total);
});

test('asking for the same change twice changes it once; asking for the method it has changes nothing', async () => {
  const order = await declinedCardOrder();
  const [first, second] = await Promise.all([changeMethod(order.token, 'pos-pickup'), changeMethod(order.token, 'pos-pickup')]);
  expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  expect(await orderMethod(order.token)).toBe('pos-pickup');
  expect((await changeMethod(order.token, 'pos-pickup')).json()).toMatchObject({ payment_method: 'pos-pickup' });
  const replaced = await t.app.db.selectFrom('payments').select('replaced_at').innerJoin('orders', 'orders.id', 'payments.order_id').where('orders.token', '=', order.token).execute();
  expect(replaced).toHaveLength(1);
});

test('back to card after another method: a new payment, a new provider payment, for the stored total; it pays once', async () => {
  const order = await declinedCardOrder();
  await changeMethod(order.token, 'cash-pickup');
  expect((await changeMethod(order.token, 'card')).json()).toMatchObject({ payment_method: 'card' });
  const started = await startPayment(t.app, order.token);
  expect(started.statusCode).toBe(201);
  expect(started.json()).toMatchObject({ status: 'awaiting_payment', amount: order.total, failure: null });
  const keys = await t.app.db.selectFrom('sandbox_payments').select('idempotency_key').where('idempotency_key', 'like', `order-payment-${order.token}%`).execute();
  expect(keys.map((row) => row.idempotency_key).sort()).toEqual([`order-payment-${order.token}`, `order-payment-${order.token}-2`]);
  expect((await pay(order.token, '4242 4242 4242 4242')).json()).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  expect(paid.filter((event) => event.orderToken === order.token)).toEqual([expect.objectContaining({ amount: order.total })]);
});

test('a paid order, or one whose payment is processing, keeps its method', async () => {
  const paidOrder = await placeOrder(t.app, 'card');
  await startPayment(t.app, paidOrder.token);
  await pay(paidOrder.token, '4242 4242 4242 4242');
  const afterPaid = await changeMethod(paidOrder.token, 'cash-pickup');
  expect(afterPaid.statusCode).toBe(409);
  expect(afterPaid.json().message).toBe('This order is paid: its payment method cannot change any more.');

  const settling = await placeOrder(t.app, 'card');
  await startPayment(t.app, settling.token);
  expect((await pay(settling.token, '4000 0000 0000 0077')).json()).toMatchObject({ status: 'processing' });
  const whileProcessing = await changeMethod(settling.token, 'cash-pickup');
  expect(whileProcessing.statusCode).toBe(409);
  expect(whileProcessing.json().message).toBe('A payment of this order is under way. Please wait for its outcome before choosing another method.');
  expect(await orderMethod(settling.token)).toBe('card');
});

test('a method not offered for the order is refused with a message and changes nothing', async () => {
  const order = await declinedCardOrder();
  for (const method of ['cash', 'paypal', 'by_organizer']) {
    const res = await changeMethod(order.token, method);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Payment method "${method}" is not offered for this order.`);
  }
  expect((await changeMethod(order.token, 'bitcoin')).statusCode).toBe(400);
  expect((await changeMethod('x'.repeat(32), 'cash-pickup')).statusCode).toBe(404);
  expect(await orderMethod(order.token)).toBe('card');
});

test('a change racing twenty pay presses: either the card paid and the change is refused, or the change won and nothing was charged', async () => {
  const order = await declinedCardOrder();
  const payment = await t.app.db.selectFrom('payments').select('provider_payment_id').innerJoin('orders', 'orders.id', 'payments.order_id').where('orders.token', '=', order.token).executeTakeFirstOrThrow();
  const chargesBefore = await t.app.db.selectFrom('sandbox_charges').select('id').where('payment_id', '=', payment.provider_payment_id!).execute();
  const [change, ...presses] = await Promise.all([changeMethod(order.token, 'cash-pickup'), ...Array.from({ length: 20 }, () => pay(order.token, '4242 4242 4242 4242'))]);
  const charges = await t.app.db.selectFrom('sandbox_charges').select('id').where('payment_id', '=', payment.provider_payment_id!).execute();
  if (change.statusCode === 200) {
    expect(await orderMethod(order.token)).toBe('cash-pickup');
    expect(await paidAt(t.app, order.token)).toBeNull();
    expect(charges).toHaveLength(chargesBefore.length);
    expect(presses.every((res) => res.statusCode === 409 || res.statusCode === 404)).toBe(true);
  } else {
    expect(change.statusCode).toBe(409);
    expect(await orderMethod(order.token)).toBe('card');
    expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
    expect(charges).toHaveLength(chargesBefore.length + 1);
  }
});
