import { jest } from '@jest/globals';
import nock from 'nock';
import type { CreatedPayment } from '../../../../src/domain/payments/payment-provider';
import { bearer, registerUser } from '../../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder as placeOrderAs } from '../../../helpers/orders';
import { SHOP_OPEN, nextAddress, paidAt, placeOrder, startPayment } from '../../../helpers/placed-order';
import type { TestApp } from '../../../helpers/test-app';
import { STRIPE, STRIPE_DOWN, changeMethod, intent, intentId, orderMethod, payByCard as pay, withSandbox, withStripe } from './method-change-doubles';

// A start of the payment that failed (the API's 502, or an answer the browser never got) offers
// the order's other methods. The change is allowed only where no card payment can have begun or
// still complete; everything the API cannot know falls on the refusing side.
const UNDER_WAY = 'A payment of this order is under way. Please wait for its outcome before choosing another method.';
const PROVIDER_UNAVAILABLE = 'The payment provider did not answer. Please try again in a moment.';

async function paymentsOf(t: TestApp, orderToken: string) {
  return t.app.db.selectFrom('payments').select(['payments.status', 'payments.replaced_at']).innerJoin('orders', 'orders.id', 'payments.order_id').where('orders.token', '=', orderToken).execute();
}

describe('on the built-in sandbox', () => {
  const sandbox = withSandbox();
  let t: TestApp;
  beforeAll(() => {
    t = sandbox.t;
  });
  const payByCard = (orderToken: string) => pay(t, orderToken);

  test('a start whose provider answer was lost leaves no payment: the order pays at the counter, and the provider\'s payment charges nothing', async () => {
    const card = t.app.paymentProviders.card!;
    const create = card.createPayment.bind(card);
    // The provider made its payment, and its answer never reached the API.
    jest.spyOn(card, 'createPayment').mockImplementation(async (request) => {
      await create(request);
      throw new Error('socket hang up');
    });
    const order = await placeOrder(t.app, 'card');
    const start = await startPayment(t.app, order.token);
    expect(start.statusCode).toBe(502);
    expect(start.json().message).toBe(PROVIDER_UNAVAILABLE);
    expect(await paymentsOf(t, order.token)).toEqual([]);

    const change = await changeMethod(t, order.token, 'cash-pickup');
    expect(change.statusCode).toBe(200);
    expect(await orderMethod(t, order.token)).toBe('cash-pickup');
    // The card form has nothing to charge, and no new card payment starts.
    expect((await payByCard(order.token)).statusCode).toBe(404);
    expect((await startPayment(t.app, order.token)).statusCode).toBe(422);
    const made = await t.app.db.selectFrom('sandbox_payments').select('id').where('idempotency_key', '=', `order-payment-${order.token}`).executeTakeFirstOrThrow();
    expect(await t.app.db.selectFrom('sandbox_charges').select('id').where('payment_id', '=', made.id).execute()).toEqual([]);
    expect(await paidAt(t.app, order.token)).toBeNull();
  });

  test('a start still waiting for its provider (the browser gave up on it) is under way: the change is refused and the card then pays', async () => {
    const card = t.app.paymentProviders.card!;
    const create = card.createPayment.bind(card);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    jest.spyOn(card, 'createPayment').mockImplementation(async (request): Promise<CreatedPayment> => {
      await answered;
      return create(request);
    });
    const order = await placeOrder(t.app, 'card');
    const start = startPayment(t.app, order.token);
    while ((await paymentsOf(t, order.token)).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await paymentsOf(t, order.token)).toEqual([{ status: 'creating', replaced_at: null }]);

    const change = await changeMethod(t, order.token, 'cash-pickup');
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(UNDER_WAY);
    answer();
    expect((await start).statusCode).toBe(201);
    expect(await orderMethod(t, order.token)).toBe('card');
    expect((await payByCard(order.token)).json()).toMatchObject({ status: 'succeeded' });
  });

  test('a start whose answer the browser lost left a payment to pay: the change closes it, and the card form cannot charge it', async () => {
    const order = await placeOrder(t.app, 'card');
    expect((await startPayment(t.app, order.token)).statusCode).toBe(201);
    const change = await changeMethod(t, order.token, 'pos-pickup');
    expect(change.statusCode).toBe(200);
    expect(await paymentsOf(t, order.token)).toEqual([{ status: 'awaiting_payment', replaced_at: expect.any(Date) }]);
    expect((await payByCard(order.token)).statusCode).toBe(404);
    expect(await paidAt(t.app, order.token)).toBeNull();
  });

  test('a saved card charges without a form: its charge whose answer was lost is under way, and the change is refused', async () => {
    const ana = await registerUser(t.app);
    const saved = await t.app.repositories.savedCards.save(ana.id, { provider: 'sandbox', provider_reference: 'sbx_pm_kept', brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2031 });
    const { token } = await placeOrderAs(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }), bearer(ana.token));
    expect((await startPayment(t.app, token)).statusCode).toBe(201);
    jest.spyOn(t.app.paymentProviders.card!, 'chargeStoredCard').mockRejectedValue(new Error('socket hang up'));
    const charge = await t.app.inject({
      method: 'POST', url: `/public/payments/${token}/saved-card`, payload: { card_id: saved.id }, headers: bearer(ana.token), remoteAddress: nextAddress(),
    });
    expect(charge.statusCode).toBe(502);

    const change = await changeMethod(t, token, 'cash-pickup');
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(UNDER_WAY);
    expect(await orderMethod(t, token)).toBe('card');
    expect(await paymentsOf(t, token)).toEqual([{ status: 'processing', replaced_at: null }]);
  }, 60_000);
});

describe('on Stripe, whose Payment Element pays without the API', () => {
  const stripe = withStripe();

  test('Stripe not answering the start leaves no payment, and nothing to cancel: the order pays at the counter', async () => {
    const order = await placeOrder(stripe.t.app, 'card');
    nock(STRIPE).post('/v1/payment_intents').reply(500, STRIPE_DOWN);
    expect((await startPayment(stripe.t.app, order.token)).statusCode).toBe(502);
    // No call to Stripe is expected here: nock refuses any.
    expect((await changeMethod(stripe.t, order.token, 'cash-pickup')).statusCode).toBe(200);
    expect(await orderMethod(stripe.t, order.token)).toBe('cash-pickup');
  });

  test('an intent whose client secret may be out, with Stripe not answering its cancel, keeps the order on card', async () => {
    const order = await placeOrder(stripe.t.app, 'card');
    nock(STRIPE).post('/v1/payment_intents').reply(200, intent(order.token));
    expect((await startPayment(stripe.t.app, order.token)).statusCode).toBe(201);
    const cancel = nock(STRIPE).post(`/v1/payment_intents/${intentId(order.token)}/cancel`).reply(500, STRIPE_DOWN);

    const change = await changeMethod(stripe.t, order.token, 'cash-pickup');
    expect(cancel.isDone()).toBe(true);
    expect(change.statusCode).toBe(502);
    expect(change.json().message).toBe(PROVIDER_UNAVAILABLE);
    expect(await orderMethod(stripe.t, order.token)).toBe('card');
    expect(await paymentsOf(stripe.t, order.token)).toEqual([{ status: 'awaiting_payment', replaced_at: null }]);
  });
});
