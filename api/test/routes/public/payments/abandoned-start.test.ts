import { jest } from '@jest/globals';
import nock from 'nock';
import { sql } from 'kysely';
import type { PlacedOrder } from 'shared-contracts/types/order';
import type { CreatedPayment } from '../../../../src/domain/payments/payment-provider';
import type { PaymentRow } from '../../../../src/repositories/payments-repository';
import { nextAddress, paidAt, placeOrder, startPayment } from '../../../helpers/placed-order';
import { recorded } from '../../../helpers/recorded';
import type { TestApp } from '../../../helpers/test-app';
import { STRIPE, STRIPE_DOWN, changeMethod, intent, intentId, orderMethod, payByCard as pay, withSandbox, withStripe } from './method-change-doubles';

// A start whose request died while asking its provider (the API stopped) leaves its claim
// 'creating'. Once well past any provider call it is taken over by one request, which asks the
// provider again with the same key: the payment the provider may have made is found, never a
// second one made. A young claim is another request still asking, and is waited for as before.
const UNDER_WAY = 'A payment of this order is under way. Please wait for its outcome before choosing another method.';
const PROVIDER_UNAVAILABLE = 'The payment provider did not answer. Please try again in a moment.';

async function paymentsOf(t: TestApp, orderToken: string) {
  return t.app.db
    .selectFrom('payments')
    .select(['payments.status', 'payments.provider_payment_id', 'payments.replaced_at'])
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .where('orders.token', '=', orderToken)
    .execute();
}

/** The claim a start made before its request died, `ageSeconds` ago by the database's clock. */
async function claimLeftBy(t: TestApp, order: PlacedOrder, ageSeconds: number): Promise<PaymentRow> {
  const { id } = await t.app.db.selectFrom('orders').select('id').where('token', '=', order.token).executeTakeFirstOrThrow();
  const claim = await t.app.repositories.payments.claim({ token: order.token, order_id: id, method: 'card', provider: t.app.paymentProviders.card!.name, amount: order.total, currency: 'RON' });
  if (!claim || typeof claim === 'string') throw new Error('the order could not be claimed');
  await t.app.db.updateTable('payments').set({ created_at: sql<Date>`now() - ${ageSeconds} * interval '1 second'` }).where('id', '=', claim.id).execute();
  return claim;
}

describe('on the built-in sandbox', () => {
  const sandbox = withSandbox();
  let t: TestApp;
  beforeAll(() => {
    t = sandbox.t;
  });
  const payByCard = (orderToken: string) => pay(t, orderToken);

  /** What the provider made for the dead request: its answer never reached the API. */
  async function madeBeforeTheCrash(order: PlacedOrder): Promise<CreatedPayment> {
    return t.app.paymentProviders.card!.createPayment({
      reference: order.token, amount: order.total, currency: 'RON', idempotencyKey: `order-payment-${order.token}`, returnUrl: 'https://shop.example/order-success',
    });
  }

  test('an abandoned start is taken over by the next one: the provider answers the payment it made, and the card pays it', async () => {
    const order = await placeOrder(t.app, 'card');
    await claimLeftBy(t, order, 3600);
    const made = await madeBeforeTheCrash(order);

    const start = await startPayment(t.app, order.token);
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({ status: 'awaiting_payment', amount: order.total });
    expect(await paymentsOf(t, order.token)).toEqual([{ status: 'awaiting_payment', provider_payment_id: made.providerPaymentId, replaced_at: null }]);
    expect(await t.app.db.selectFrom('sandbox_payments').select('id').where('idempotency_key', 'like', `order-payment-${order.token}%`).execute()).toHaveLength(1);
    expect((await payByCard(order.token)).json()).toMatchObject({ status: 'succeeded' });
  });

  test('requests arriving together find it once taken: the provider is asked once and all get the one payment', async () => {
    const order = await placeOrder(t.app, 'card');
    await claimLeftBy(t, order, 3600);
    const ask = jest.spyOn(t.app.paymentProviders.card!, 'createPayment');

    const answers = await Promise.all(Array.from({ length: 5 }, () => startPayment(t.app, order.token)));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await paymentsOf(t, order.token)).toEqual([{ status: 'awaiting_payment', provider_payment_id: expect.any(String), replaced_at: null }]);
  });

  test('a claim younger than the bound is another request still asking: the change stays refused as under way', async () => {
    const order = await placeOrder(t.app, 'card');
    await claimLeftBy(t, order, 60);
    const ask = jest.spyOn(t.app.paymentProviders.card!, 'createPayment');

    const change = await changeMethod(t, order.token, 'cash-pickup');
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(UNDER_WAY);
    expect(ask).not.toHaveBeenCalled();
    expect(await paymentsOf(t, order.token)).toEqual([{ status: 'creating', provider_payment_id: null, replaced_at: null }]);
  });

  /** A call to the provider that hangs until let go: the promise it waits for, and the function that lets it go. */
  function hanging(): [Promise<void>, () => void] {
    let go!: () => void;
    const gone = new Promise<void>((resolve) => {
      go = resolve;
    });
    return [gone, go];
  }

  test.each([
    ['its provider\'s answer', false, 200],
    ['its provider\'s error', true, 502],
  ])('a request that wakes, with %s, while its start is taken over records nothing and releases nothing', async (_, fails, answered) => {
    const card = t.app.paymentProviders.card!;
    const create = card.createPayment.bind(card);
    const [firstWoken, wakeFirst] = hanging();
    const [secondAnswered, answerSecond] = hanging();
    // The first request hangs at its provider long enough to be taken for dead; the one taking over is still asking when it wakes.
    const ask = jest
      .spyOn(card, 'createPayment')
      .mockImplementationOnce(async (request) => {
        const made = await create(request);
        await firstWoken;
        if (fails) throw new Error('socket hang up');
        return { ...made, clientSecret: 'answered-too-late' };
      })
      .mockImplementationOnce(async (request) => {
        await secondAnswered;
        return create(request);
      });
    const order = await placeOrder(t.app, 'card');
    const first = startPayment(t.app, order.token);
    while ((await paymentsOf(t, order.token)).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await t.app.db.updateTable('payments').set({ created_at: sql<Date>`now() - interval '1 hour'` }).where('status', '=', 'creating').execute();
    const second = startPayment(t.app, order.token);
    while (ask.mock.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));

    wakeFirst();
    if (fails) expect((await first).statusCode).toBe(answered);
    else await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await paymentsOf(t, order.token)).toEqual([{ status: 'creating', provider_payment_id: null, replaced_at: null }]);
    answerSecond();
    expect((await second).statusCode).toBe(201);
    if (!fails) expect((await first).statusCode).toBe(answered);
    expect(await paymentsOf(t, order.token)).toEqual([{ status: 'awaiting_payment', provider_payment_id: expect.any(String), replaced_at: null }]);
    expect((await startPayment(t.app, order.token)).json().client_secret).toBeNull();
  });

  test('a change of method finishes the abandoned start first: the payment it made is closed, and the card form cannot charge it', async () => {
    const order = await placeOrder(t.app, 'card');
    await claimLeftBy(t, order, 3600);
    const made = await madeBeforeTheCrash(order);

    const change = await changeMethod(t, order.token, 'cash-pickup');
    expect(change.statusCode).toBe(200);
    expect(await orderMethod(t, order.token)).toBe('cash-pickup');
    expect(await paymentsOf(t, order.token)).toEqual([{ status: 'awaiting_payment', provider_payment_id: made.providerPaymentId, replaced_at: expect.any(Date) }]);
    expect((await payByCard(order.token)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('sandbox_charges').select('id').where('payment_id', '=', made.providerPaymentId).execute()).toEqual([]);
    expect(await paidAt(t.app, order.token)).toBeNull();
  });
});

describe('on Stripe, whose Payment Element pays without the API', () => {
  const stripe = withStripe();

  // Stripe answers a key it has seen with the intent it made then, whatever became of it since.
  const sameKey = (order: PlacedOrder) =>
    nock(STRIPE)
      .post('/v1/payment_intents', (body) => body.amount === '2800' && body['metadata[order_token]'] === order.token)
      .matchHeader('idempotency-key', `order-payment-${order.token}`)
      .reply(200, intent(order.token));

  test('a start taking over asks Stripe with the first attempt\'s key and hands out the intent Stripe made then', async () => {
    const order = await placeOrder(stripe.t.app, 'card');
    await claimLeftBy(stripe.t, order, 3600);
    const asked = sameKey(order);

    const start = await startPayment(stripe.t.app, order.token);
    expect(asked.isDone()).toBe(true);
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({ provider_payment_id: intentId(order.token), client_secret: recorded('stripe/payment-intent.json').client_secret });
  });

  test('a change of method finds the intent by its key and cancels it before the order pays at the counter', async () => {
    const order = await placeOrder(stripe.t.app, 'card');
    await claimLeftBy(stripe.t, order, 3600);
    const asked = sameKey(order);
    const cancelled = nock(STRIPE).post(`/v1/payment_intents/${intentId(order.token)}/cancel`).reply(200, intent(order.token, { status: 'canceled' }));

    const change = await changeMethod(stripe.t, order.token, 'cash-pickup');
    expect(asked.isDone() && cancelled.isDone()).toBe(true);
    expect(change.statusCode).toBe(200);
    expect(await orderMethod(stripe.t, order.token)).toBe('cash-pickup');
    expect(await paymentsOf(stripe.t, order.token)).toEqual([{ status: 'awaiting_payment', provider_payment_id: intentId(order.token), replaced_at: expect.any(Date) }]);
  });

  test('Stripe answering the key as amount_too_small made nothing: the change closes nothing and the order pays at the counter', async () => {
    const order = await placeOrder(stripe.t.app, 'card');
    await claimLeftBy(stripe.t, order, 3600);
    const tooSmall = { error: { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least 30.00 ron' } };
    const asked = nock(STRIPE).post('/v1/payment_intents').matchHeader('idempotency-key', `order-payment-${order.token}`).reply(400, tooSmall);

    const change = await changeMethod(stripe.t, order.token, 'cash-pickup');
    expect(asked.isDone()).toBe(true);
    expect(change.statusCode).toBe(200);
    expect(await orderMethod(stripe.t, order.token)).toBe('cash-pickup');
    expect(await paymentsOf(stripe.t, order.token)).toEqual([]);
  });

  test('the intent found already processing keeps the order on card', async () => {
    const order = await placeOrder(stripe.t.app, 'card');
    await claimLeftBy(stripe.t, order, 3600);
    sameKey(order);
    nock(STRIPE)
      .post(`/v1/payment_intents/${intentId(order.token)}/cancel`)
      .reply(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent could not be canceled.' } });
    nock(STRIPE).get(`/v1/payment_intents/${intentId(order.token)}`).reply(200, intent(order.token, { status: 'processing' }));

    const change = await changeMethod(stripe.t, order.token, 'cash-pickup');
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(UNDER_WAY);
    expect(await orderMethod(stripe.t, order.token)).toBe('card');
    expect(await paymentsOf(stripe.t, order.token)).toEqual([{ status: 'processing', provider_payment_id: intentId(order.token), replaced_at: null }]);
  });

  test('Stripe not answering the cancel keeps the order on card', async () => {
    const order = await placeOrder(stripe.t.app, 'card');
    await claimLeftBy(stripe.t, order, 3600);
    sameKey(order);
    nock(STRIPE).post(`/v1/payment_intents/${intentId(order.token)}/cancel`).reply(500, STRIPE_DOWN);

    const change = await changeMethod(stripe.t, order.token, 'cash-pickup');
    expect(change.statusCode).toBe(502);
    expect(change.json().message).toBe(PROVIDER_UNAVAILABLE);
    expect(await orderMethod(stripe.t, order.token)).toBe('card');
    expect(await paymentsOf(stripe.t, order.token)).toEqual([{ status: 'awaiting_payment', provider_payment_id: intentId(order.token), replaced_at: null }]);
  });

  test('an abandoned start made with another card provider (the shop switched since) is not asked of Stripe: the change is refused', async () => {
    const order = await placeOrder(stripe.t.app, 'card');
    const claim = await claimLeftBy(stripe.t, order, 3600);
    await stripe.t.app.db.updateTable('payments').set({ provider: 'braintree' }).where('id', '=', claim.id).execute();

    const change = await changeMethod(stripe.t, order.token, 'cash-pickup');
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(UNDER_WAY);
    expect(await orderMethod(stripe.t, order.token)).toBe('card');
  });
});
