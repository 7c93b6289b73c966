import { sql } from 'kysely';
import nock from 'nock';
import Stripe from 'stripe';
import type { OrderPaid } from '../../../src/domain/payments/order-paid';
import { ATTEMPT_GRACE_MS } from '../../../src/domain/payments/record-payment-status';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { SHOP_OPEN, paidAt, placeOrder, startPayment } from '../../helpers/placed-order';
import { recorded } from '../../helpers/recorded';

const STRIPE = 'https://api.stripe.com';
const WEBHOOK_SECRET = 'whsec_test_5f2b1c0d9e8a7b6c';
const stripe = new Stripe('sk_test_unused');

let t: TestApp;
const paid: OrderPaid[] = [];
beforeAll(async () => {
  nock.disableNetConnect();
  t = await buildTestApp({
    now: () => SHOP_OPEN,
    payments: { stripe: { secretKey: 'sk_test_51Qy', webhookSecret: WEBHOOK_SECRET, publishableKey: 'pk_test_51Qy' }, paypal: null },
  });
  t.app.onOrderPaid.push((event) => {
    paid.push(event);
  });
});
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});
afterEach(() => {
  nock.cleanAll();
});

/** The recorded PaymentIntent, made this order's (Stripe's ids are unique per intent). */
function intent(orderToken: string, changes: Record<string, unknown> = {}) {
  return { ...recorded('stripe/payment-intent.json'), id: intentId(orderToken), metadata: { order_token: orderToken }, ...changes };
}

const intentId = (orderToken: string) => `pi_3QyZt2${orderToken.slice(0, 16)}`;

/** An event as Stripe sends it, signed with the endpoint's secret (or another one). */
function webhook(event: object, secret = WEBHOOK_SECRET, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }), ...headers },
  });
}

function intentEvent(id: string, type: string, object: object) {
  return { id, object: 'event', api_version: '2025-10-29.clover', created: 1763900100, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}

async function paymentWithIntent() {
  const order = await placeOrder(t.app, 'card');
  const created = nock(STRIPE)
    .post('/v1/payment_intents', (body) =>
      body.amount === '2800' &&
      body.currency === 'ron' &&
      body['metadata[order_token]'] === order.token &&
      // A card payment offers no method that stays "processing" for days, whatever the Dashboard enables.
      body['allowed_payment_method_types[0]'] === 'card' &&
      !Object.keys(body).some((field) => field.startsWith('automatic_payment_methods')))
    .matchHeader('idempotency-key', `order-payment-${order.token}`)
    .reply(200, intent(order.token));
  const answers = await Promise.all(Array.from({ length: 10 }, () => startPayment(t.app, order.token)));
  expect(created.isDone()).toBe(true);
  return { order, answers };
}

test('the PaymentIntent is created once for the stored amount; the browser gets its client_secret and the publishable key', async () => {
  const { order, answers } = await paymentWithIntent();
  expect(answers.map((res) => res.statusCode).filter((code) => code === 201)).toHaveLength(1);
  expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 201)).toBe(true);
  expect(answers[0]?.json()).toMatchObject({
    provider_payment_id: intentId(order.token),
    provider: 'stripe', status: 'awaiting_payment', amount: 28, currency: 'RON',
    client_secret: 'pi_3QyZt2LkdIwHu7ix0Qh0t1Ab_secret_Xb7nq2sKQ0d3hJr9YpYc4M1Zt', public_key: 'pk_test_51Qy',
  });
});

test('Stripe not answering is a 502 with a message, and the next try creates the intent', async () => {
  const order = await placeOrder(t.app, 'card');
  // One try only (PROVIDER_CALL_TIMEOUT_MS): the customer's next click is the retry.
  nock(STRIPE).post('/v1/payment_intents').reply(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
  const failed = await startPayment(t.app, order.token);
  expect(failed.statusCode).toBe(502);
  expect(failed.json().message).toBe('The payment provider did not answer. Please try again in a moment.');
  nock(STRIPE).post('/v1/payment_intents').matchHeader('idempotency-key', `order-payment-${order.token}`).reply(200, intent(order.token, { id: 'pi_retry_1' }));
  expect((await startPayment(t.app, order.token)).json()).toMatchObject({ provider_payment_id: 'pi_retry_1' });
});

test('the signed payment_intent.succeeded webhook marks the order paid once; the same event again changes nothing', async () => {
  const { order } = await paymentWithIntent();
  const event = intentEvent('evt_3QyZt2LkdIwHu7ix0aaa', 'payment_intent.succeeded', intent(order.token, { status: 'succeeded', amount_received: 2800 }));
  const first = await webhook(event);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ received: true, duplicate: false });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  const again = await webhook(event);
  expect(again.json()).toEqual({ received: true, duplicate: true });
  expect(paid.filter((entry) => entry.orderToken === order.token)).toHaveLength(1);
  // A later, out-of-order failure event cannot undo a confirmed payment.
  await webhook(intentEvent('evt_3QyZt2LkdIwHu7ix0bbb', 'payment_intent.payment_failed', intent(order.token, { last_payment_error: recorded('stripe/card-declined-error.json') })));
  expect((await t.app.repositories.payments.byProviderPaymentId('stripe', intentId(order.token)))?.status).toBe('succeeded');
});

test('a webhook whose signature does not verify is refused with 400 and changes nothing', async () => {
  const { order } = await paymentWithIntent();
  const event = intentEvent('evt_forged_1', 'payment_intent.succeeded', intent(order.token, { status: 'succeeded' }));
  const forged = await webhook(event, 'whsec_someone_else');
  expect(forged.statusCode).toBe(400);
  expect(forged.json().message).toMatch(/^The webhook signature does not verify/);
  const unsigned = await t.app.inject({ method: 'POST', url: '/webhooks/stripe', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
  expect(unsigned.statusCode).toBe(400);
  const tampered = await t.app.inject({
    method: 'POST', url: '/webhooks/stripe', payload: JSON.stringify({ ...event, id: 'evt_forged_2' }),
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: WEBHOOK_SECRET }) },
  });
  expect(tampered.statusCode).toBe(400);
  expect(await paidAt(t.app, order.token)).toBeNull();
  // The genuine event is still applied afterwards: a refused forgery did not use its id up.
  expect((await webhook(event)).json()).toEqual({ received: true, duplicate: false });
});

test('a status check asks Stripe: a declined card shows the decline code, the order stays unpaid', async () => {
  const { order } = await paymentWithIntent();
  nock(STRIPE)
    .get(`/v1/payment_intents/${intentId(order.token)}`)
    .reply(200, intent(order.token, { last_payment_error: recorded('stripe/card-declined-error.json') }));
  const res = await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` });
  expect(res.json()).toMatchObject({ status: 'requires_payment_method', failure: 'Your card has insufficient funds.', failure_code: 'insufficient_funds' });
  expect(await paidAt(t.app, order.token)).toBeNull();
});

test('an event that failed while being applied is not remembered: the provider\'s retry applies it', async () => {
  const { order } = await paymentWithIntent();
  const event = intentEvent('evt_3QyZt2LkdIwHu7ix0ccc', 'payment_intent.succeeded', intent(order.token, { status: 'succeeded', amount_received: 2800 }));
  // The database refuses to change payments while the first delivery is applied (a real failure, not a stub).
  await sql`create function refuse_payment_change() returns trigger language plpgsql as $$ begin raise exception 'the database went away'; end $$`.execute(t.app.db);
  await sql`create trigger refuse_payment_change before update on payments for each row execute function refuse_payment_change()`.execute(t.app.db);
  try {
    const failed = await webhook(event);
    expect(failed.statusCode).toBe(500);
  } finally {
    await sql`drop trigger refuse_payment_change on payments`.execute(t.app.db);
    await sql`drop function refuse_payment_change()`.execute(t.app.db);
  }
  expect(await paidAt(t.app, order.token)).toBeNull();

  // Stripe retries the same event: it is applied now, and only now.
  expect((await webhook(event)).json()).toEqual({ received: true, duplicate: false });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  expect((await webhook(event)).json()).toEqual({ received: true, duplicate: true });
  expect(paid.filter((entry) => entry.orderToken === order.token)).toHaveLength(1);
});

test('a payment_intent.payment_failed of the attempt before, while a saved card is being charged, waits (503) for Stripe\'s retry', async () => {
  const { order } = await paymentWithIntent();
  const payments = t.app.repositories.payments;
  const payment = await payments.byProviderPaymentId('stripe', intentId(order.token));
  // A saved card's charge is under way (post-saved-card starts it so) when the earlier decline's event comes.
  expect(await payments.startAttempt(payment!.id)).toMatchObject({ status: 'processing' });
  const failed = intentEvent('evt_3QyZt2LkdIwHu7ix0ddd', 'payment_intent.payment_failed', intent(order.token, { last_payment_error: recorded('stripe/card-declined-error.json') }));
  expect((await webhook(failed)).statusCode).toBe(503);
  expect(await payments.byId(payment!.id)).toMatchObject({ status: 'processing' });

  // Stripe sends it again once the attempt is past its grace (ATTEMPT_GRACE_MS): applied, not a duplicate.
  await t.app.db
    .updateTable('payments')
    .set({ attempt_started_at: sql<Date>`attempt_started_at - ${ATTEMPT_GRACE_MS + 60_000} * interval '1 millisecond'` })
    .where('id', '=', payment!.id)
    .execute();
  expect((await webhook(failed)).json()).toEqual({ received: true, duplicate: false });
  expect(await payments.byId(payment!.id)).toMatchObject({ status: 'requires_payment_method', failure_code: 'insufficient_funds', replaced_at: null });
});

// Stripe does not send its events in order: a payment_intent.processing is no attempt the API started.
const declinedIntent = (orderToken: string) => intent(orderToken, { last_payment_error: recorded('stripe/card-declined-error.json') });
const processingIntent = (orderToken: string) => intent(orderToken, { status: 'processing' });

test('a payment_intent.processing delivered after the payment_failed it came before holds nothing back: a reload shows the decline', async () => {
  const { order } = await paymentWithIntent();
  const payments = t.app.repositories.payments;
  expect((await webhook(intentEvent('evt_late_1_failed', 'payment_intent.payment_failed', declinedIntent(order.token)))).statusCode).toBe(200);
  expect((await webhook(intentEvent('evt_late_1_processing', 'payment_intent.processing', processingIntent(order.token)))).statusCode).toBe(200);
  expect((await payments.byProviderPaymentId('stripe', intentId(order.token)))?.status).toBe('processing');

  // The payment screen's reload asks Stripe, whose word is the decline: not "being processed, do not pay again".
  nock(STRIPE).get(`/v1/payment_intents/${intentId(order.token)}`).reply(200, declinedIntent(order.token));
  const reloaded = await t.app.inject({ method: 'GET', url: `/public/payments/${order.token}` });
  expect(reloaded.json()).toMatchObject({ status: 'requires_payment_method', failure_code: 'insufficient_funds' });
  expect(await paidAt(t.app, order.token)).toBeNull();
});

test('after a late payment_intent.processing, the customer may choose another method: Stripe is asked, then the intent cancelled', async () => {
  const { order } = await paymentWithIntent();
  await webhook(intentEvent('evt_late_2_failed', 'payment_intent.payment_failed', declinedIntent(order.token)));
  await webhook(intentEvent('evt_late_2_processing', 'payment_intent.processing', processingIntent(order.token)));
  const asked = nock(STRIPE)
    .get(`/v1/payment_intents/${intentId(order.token)}`)
    .reply(200, declinedIntent(order.token))
    .post(`/v1/payment_intents/${intentId(order.token)}/cancel`)
    .reply(200, intent(order.token, { status: 'canceled', canceled_at: 1763900200, cancellation_reason: 'requested_by_customer' }));
  const res = await changeMethod(order.token, 'cash-pickup');
  expect(asked.isDone()).toBe(true);
  expect(res.json()).toMatchObject({ payment_method: 'cash-pickup' });
});

test('payment_intent.processing then payment_failed, in order: the decline is applied at once, not held back', async () => {
  const { order } = await paymentWithIntent();
  expect((await webhook(intentEvent('evt_inorder_processing', 'payment_intent.processing', processingIntent(order.token)))).statusCode).toBe(200);
  const failed = await webhook(intentEvent('evt_inorder_failed', 'payment_intent.payment_failed', declinedIntent(order.token)));
  expect(failed.statusCode).toBe(200);
  expect(await t.app.repositories.payments.byProviderPaymentId('stripe', intentId(order.token))).toMatchObject({ status: 'requires_payment_method', failure_code: 'insufficient_funds' });
});

function changeMethod(orderToken: string, payment_method: string) {
  return t.app.inject({ method: 'PUT', url: `/public/payments/${orderToken}/method`, payload: { payment_method } });
}

test('choosing another method cancels the PaymentIntent at Stripe first, so the Payment Element cannot pay it any more', async () => {
  const { order } = await paymentWithIntent();
  const cancelled = nock(STRIPE)
    .post(`/v1/payment_intents/${intentId(order.token)}/cancel`)
    .reply(200, intent(order.token, { status: 'canceled', canceled_at: 1763900200, cancellation_reason: 'requested_by_customer' }));
  const res = await changeMethod(order.token, 'cash-pickup');
  expect(cancelled.isDone()).toBe(true);
  expect(res.json()).toMatchObject({ payment_method: 'cash-pickup' });
  expect(await paidAt(t.app, order.token)).toBeNull();
});

test('an intent Stripe already took the money for is not cancelled: the order is paid and keeps its method', async () => {
  const { order } = await paymentWithIntent();
  nock(STRIPE)
    .post(`/v1/payment_intents/${intentId(order.token)}/cancel`)
    .reply(400, {
      error: {
        code: 'payment_intent_unexpected_state',
        doc_url: 'https://stripe.com/docs/error-codes/payment-intent-unexpected-state',
        message: 'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
        payment_intent: intent(order.token, { status: 'succeeded', amount_received: 2800 }),
        request_log_url: 'https://dashboard.stripe.com/test/logs/req_5Yc1aLb2cD3eF4?t=1763900200',
        type: 'invalid_request_error',
      },
    })
    .get(`/v1/payment_intents/${intentId(order.token)}`)
    .reply(200, intent(order.token, { status: 'succeeded', amount_received: 2800 }));
  const res = await changeMethod(order.token, 'cash-pickup');
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('This order is paid: its payment method cannot change any more.');
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  expect((await t.app.db.selectFrom('orders').select('payment_method').where('token', '=', order.token).executeTakeFirstOrThrow()).payment_method).toBe('card');
});
