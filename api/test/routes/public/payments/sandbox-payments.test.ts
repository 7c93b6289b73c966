import type { OrderPaid } from '../../../../src/domain/payments/order-paid';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { SHOP_OPEN, nextAddress, paidAt, placeOrder, startPayment } from '../../../helpers/placed-order';

let clock = SHOP_OPEN;
let t: TestApp;
const paid: OrderPaid[] = [];
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, payments: { stripe: null, paypal: null } });
  t.app.onOrderPaid.push((event) => {
    paid.push(event);
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock = SHOP_OPEN;
});

function pay(orderToken: string, card_number: string, expiry = '12/30', cvc = '123') {
  return t.app.inject({
    method: 'POST', url: `/public/payments/${orderToken}/sandbox-card`, payload: { card_number, expiry, cvc }, remoteAddress: nextAddress(),
  });
}

async function count(table: 'payments' | 'sandbox_payments' | 'sandbox_charges'): Promise<number> {
  const row = await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

test('cards are offered through the sandbox when no provider keys are set; PayPal is not', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/public/payment-methods' });
  expect(res.json()).toEqual({ methods: [{ method: 'card', provider: 'sandbox' }] });
});

test('an order paid by PayPal is refused when PayPal is not configured, and nothing is stored', async () => {
  await expect(placeOrder(t.app, 'paypal')).rejects.toThrow(/answered 422.*payment_method/);
});

test('100 concurrent creations of one order\'s payment make one payment and one provider payment, for the stored total', async () => {
  const order = await placeOrder(t.app, 'card');
  const [paymentsBefore, providerBefore] = [await count('payments'), await count('sandbox_payments')];
  const answers = await Promise.all(Array.from({ length: 100 }, () => startPayment(t.app, order.token)));
  expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
  expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(99);
  expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  expect(answers[0]?.json()).toMatchObject({ order_token: order.token, method: 'card', provider: 'sandbox', status: 'awaiting_payment', amount: 28, currency: 'RON' });
  expect(await count('payments')).toBe(paymentsBefore + 1);
  expect(await count('sandbox_payments')).toBe(providerBefore + 1);
});

test('the amount comes from the stored order: an amount sent by the browser is ignored', async () => {
  const order = await placeOrder(t.app, 'card');
  const res = await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: order.token, amount: 0.01, currency: 'USD' } });
  expect(res.json()).toMatchObject({ amount: order.total, currency: 'RON' });
  const provider = await t.app.db.selectFrom('sandbox_payments').select(['amount']).where('idempotency_key', '=', `order-payment-${order.token}`).executeTakeFirstOrThrow();
  expect(Number(provider.amount)).toBe(28);
});

test('an order paid in cash has nothing to pay online', async () => {
  const order = await placeOrder(t.app, 'cash-pickup');
  const res = await startPayment(t.app, order.token);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toMatch(/when the food changes hands/);
});

test('an unknown order is a 404, a token cut short or mistyped too, an overlong one a 400', async () => {
  expect((await startPayment(t.app, 'x'.repeat(32))).statusCode).toBe(404);
  expect((await startPayment(t.app, 'bad token')).statusCode).toBe(404);
  expect((await startPayment(t.app, 'x'.repeat(65))).statusCode).toBe(400);
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${'y'.repeat(32)}` })).statusCode).toBe(404);
});

test('the success card pays once: the order is marked paid and onOrderPaid runs once, however often the button is pressed', async () => {
  const order = await placeOrder(t.app, 'card');
  await startPayment(t.app, order.token);
  const chargesBefore = await count('sandbox_charges');
  const answers = await Promise.all(Array.from({ length: 20 }, () => pay(order.token, '4242 4242 4242 4242')));
  expect(answers.every((res) => res.statusCode === 200)).toBe(true);
  expect(await count('sandbox_charges')).toBe(chargesBefore + 1);
  const again = await pay(order.token, '4242424242424242');
  expect(again.json()).toMatchObject({ status: 'succeeded' });
  expect(await count('sandbox_charges')).toBe(chargesBefore + 1);
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  expect(paid.filter((event) => event.orderToken === order.token)).toEqual([
    expect.objectContaining({ orderToken: order.token, amount: 28, currency: 'RON', userId: null, deliveryType: 'pickup', paidAt: SHOP_OPEN }),
  ]);
  const read = await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` });
  expect(read.json()).toMatchObject({ status: 'succeeded', failure: null });
});

test('a declined card leaves the order unpaid with the reason; another card then pays it', async () => {
  const order = await placeOrder(t.app, 'card');
  await startPayment(t.app, order.token);
  const declined = await pay(order.token, '4000 0000 0000 0002');
  expect(declined.json()).toMatchObject({ status: 'requires_payment_method', failure: 'Your card was declined.', failure_code: 'card_declined' });
  expect(await paidAt(t.app, order.token)).toBeNull();
  const success = await pay(order.token, '4242 4242 4242 4242');
  expect(success.json()).toMatchObject({ status: 'succeeded', failure: null, failure_code: null });
  expect(await paidAt(t.app, order.token)).not.toBeNull();
});

test('a status check while another card is being charged after a decline leaves that attempt under way, not payable', async () => {
  const order = await placeOrder(t.app, 'card');
  await startPayment(t.app, order.token);
  await pay(order.token, '4000 0000 0000 0002');
  // The next card's attempt has begun (as startAttempt marks it) and its charge is not made yet:
  // the sandbox still names the decline before it.
  const orderId = (await t.app.db.selectFrom('orders').select('id').where('token', '=', order.token).executeTakeFirstOrThrow()).id;
  await t.app.db.updateTable('payments').set({ status: 'processing', failure: null, failure_code: null, updated_at: new Date(), attempt_started_at: new Date() }).where('order_id', '=', orderId).execute();
  const checked = await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` });
  expect(checked.json()).toMatchObject({ status: 'processing', failure: null });
  // Payable again, it could be charged twice or closed by a change of method while being charged.
  const change = await t.app.inject({ method: 'PUT', url: `/public/payments/${order.token}/method`, payload: { payment_method: 'cash-pickup' }, remoteAddress: nextAddress() });
  expect(change.statusCode).toBe(409);
});

test('the processing card is not paid until the provider settles it; a status check then confirms it', async () => {
  const order = await placeOrder(t.app, 'card');
  await startPayment(t.app, order.token);
  expect((await pay(order.token, '4000 0000 0000 0077')).json()).toMatchObject({ status: 'processing' });
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).json()).toMatchObject({ status: 'processing' });
  expect(await paidAt(t.app, order.token)).toBeNull();
  // A second attempt while it settles charges nothing.
  const chargesBefore = await count('sandbox_charges');
  expect((await pay(order.token, '4242 4242 4242 4242')).json()).toMatchObject({ status: 'processing' });
  expect(await count('sandbox_charges')).toBe(chargesBefore);
  clock = new Date(SHOP_OPEN.getTime() + 5000);
  expect((await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` })).json()).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, order.token)).toEqual(clock);
});

test('the cannot-verify card ends in error_checking, unpaid', async () => {
  const order = await placeOrder(t.app, 'card');
  await startPayment(t.app, order.token);
  expect((await pay(order.token, '4000 0000 0000 0119')).json()).toMatchObject({
    status: 'error_checking', failure: 'We could not verify this payment with your bank.',
  });
  expect(await paidAt(t.app, order.token)).toBeNull();
});

test('a mistyped card, a past expiry or a short CVC get a message each and charge nothing', async () => {
  const order = await placeOrder(t.app, 'card');
  await startPayment(t.app, order.token);
  const chargesBefore = await count('sandbox_charges');
  const res = await pay(order.token, '4242 4242 4242 4241', '10/26', '1');
  expect(res.statusCode).toBe(422);
  expect(res.json().fields).toEqual({
    card_number: 'The card number is invalid.',
    expiry: 'Enter the expiry date as MM/YY, not in the past.',
    cvc: 'The security code is 3 or 4 digits.',
  });
  expect(await count('sandbox_charges')).toBe(chargesBefore);
});
