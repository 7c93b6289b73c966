import nock from 'nock';
import Stripe from 'stripe';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { closablePayment } from '../../../../src/domain/payments/closable-payment';
import { placeOrder, startPayment } from '../../../helpers/placed-order';
import { STRIPE, intent, intentId, withStripe } from './method-change-doubles';

// Closing an order's card payment (a change of method, the order abandoned unpaid) cancels its
// intent at Stripe first, outside the closing transaction; the closing may then not happen (the
// order was no longer overdue, an attempt was under way). A cancelled intent can never be paid:
// Stripe's word on it, by a status check or its webhook, closes the payment, and the order's next
// start makes a new intent with the next key, instead of handing out the dead one for ever.
const stripe = withStripe();
const WEBHOOK_SECRET = 'whsec_test_5f2b1c0d9e8a7b6c';

/** The order's second intent (Stripe's ids are unique per intent). */
const secondIntent = (order: PlacedOrder) => ({ id: `pi_3QyZt3${order.token.slice(0, 16)}`, client_secret: `pi_3QyZt3${order.token.slice(0, 16)}_secret_N3wOne` });

/** A card order whose intent a close cancelled at Stripe, the close then left undone. */
async function intentCancelledByACloseNotDone(): Promise<PlacedOrder> {
  const order = await placeOrder(stripe.t.app, 'card');
  nock(STRIPE).post('/v1/payment_intents').matchHeader('idempotency-key', `order-payment-${order.token}`).reply(200, intent(order.token));
  expect((await startPayment(stripe.t.app, order.token)).statusCode).toBe(201);
  const payable = await stripe.t.app.repositories.payments.payableOrder(order.token);
  const cancelled = nock(STRIPE).post(`/v1/payment_intents/${intentId(order.token)}/cancel`).reply(200, intent(order.token, { status: 'canceled', cancellation_reason: 'requested_by_customer' }));
  expect(await closablePayment(stripe.t.app, payable!, 'a close that will not happen', 'en')).toEqual({ closable: expect.any(Number) });
  expect(cancelled.isDone()).toBe(true);
  return order;
}

/** The next start: Stripe is asked with the order's second key, and makes a new intent. */
async function nextStartMakesANewIntent(order: PlacedOrder) {
  const created = nock(STRIPE)
    .post('/v1/payment_intents', (body) => body.amount === '2800' && body['metadata[order_token]'] === order.token)
    .matchHeader('idempotency-key', `order-payment-${order.token}-2`)
    .reply(200, intent(order.token, secondIntent(order)));
  const start = await startPayment(stripe.t.app, order.token);
  expect(created.isDone()).toBe(true);
  expect(start.statusCode).toBe(201);
  const { id, client_secret } = secondIntent(order);
  expect(start.json()).toMatchObject({ status: 'awaiting_payment', provider_payment_id: id, client_secret, failure_code: null });
}

test('a status check finding the intent cancelled closes its payment, and the next start makes a new intent', async () => {
  const order = await intentCancelledByACloseNotDone();
  nock(STRIPE).get(`/v1/payment_intents/${intentId(order.token)}`).reply(200, intent(order.token, { status: 'canceled' }));
  const read = await stripe.t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` });
  expect(read.statusCode).toBe(200);
  // Said as a failure the screen has words for, until the next start.
  expect(read.json()).toMatchObject({ status: 'requires_payment_method', failure_code: 'payment_cancelled' });
  await nextStartMakesANewIntent(order);
});

test('Stripe\'s payment_intent.canceled webhook closes the payment too', async () => {
  const order = await intentCancelledByACloseNotDone();
  const payload = JSON.stringify({
    id: `evt_cancelled_${order.token.slice(0, 12)}`, object: 'event', api_version: '2025-10-29.clover', created: 1763900100, livemode: false,
    pending_webhooks: 1, request: { id: null, idempotency_key: null }, type: 'payment_intent.canceled',
    data: { object: intent(order.token, { status: 'canceled' }) },
  });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const hook = await stripe.t.app.inject({ method: 'POST', url: '/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  expect(hook.statusCode).toBe(200);
  await nextStartMakesANewIntent(order);
});
