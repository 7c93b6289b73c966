import nock from 'nock';
import Stripe from 'stripe';
import { bearer, registerUser, type Registered } from '../../helpers/accounts';
import { orderLine, ordersHandedOver, pickupOrder, placeOrder } from '../../helpers/orders';
import { SHOP_OPEN, nextAddress, paidAt, startPayment } from '../../helpers/placed-order';
import { recorded } from '../../helpers/recorded';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

// Saved cards on Stripe, with Stripe's recorded answers at the network boundary: ticking "Save this
// card for next time" gives the PaymentIntent a Customer and setup_future_usage; the card is saved
// when the signed payment_intent.succeeded webhook confirms the payment; a saved card pays a later
// order confirmed on the server; deleting it detaches it at Stripe.
const STRIPE = 'https://api.stripe.com';
const WEBHOOK_SECRET = 'whsec_test_5f2b1c0d9e8a7b6c';
const stripe = new Stripe('sk_test_unused');
const CUSTOMER = recorded<{ id: string }>('stripe/customer.json').id;
const CARD = recorded<{ id: string }>('stripe/payment-method.json').id;

let clock = SHOP_OPEN;
let t: TestApp;
let ana: Registered;
beforeAll(async () => {
  nock.disableNetConnect();
  t = await buildTestApp({
    now: () => clock,
    payments: { stripe: { secretKey: 'sk_test_51Qy', webhookSecret: WEBHOOK_SECRET, publishableKey: 'pk_test_51Qy' }, paypal: null },
  });
  ana = await registerUser(t.app, { name: 'Ana Pop' });
  // A fresh database and an argon2 hash: slow on a busy machine.
}, 120_000);
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});
afterEach(() => {
  clock = SHOP_OPEN;
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

const intentId = (orderToken: string) => `pi_3QyZt2${orderToken.slice(0, 16)}`;
function intent(orderToken: string, changes: Record<string, unknown> = {}) {
  return { ...recorded('stripe/payment-intent.json'), id: intentId(orderToken), metadata: { order_token: orderToken }, ...changes };
}

let slot = 0;
/** Ana's card order (28 RON) with its PaymentIntent created, each in a kitchen slot of its own. */
async function anasCardOrder(): Promise<string> {
  slot += 1;
  clock = new Date(SHOP_OPEN.getTime() + slot * 3600_000 - 2 * 3600_000);
  const { token } = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }), bearer(ana.token));
  nock(STRIPE).post('/v1/payment_intents').reply(200, intent(token));
  expect((await startPayment(t.app, token)).statusCode).toBe(201);
  return token;
}

const cardSaving = (token: string, save: boolean) =>
  t.app.inject({ method: 'PUT', url: `/public/payments/${token}/card-saving`, payload: { save }, headers: bearer(ana.token), remoteAddress: nextAddress() });
// From an origin that is not one of the shop's: the bank's page must still lead back to the shop (SHOP_URL).
const payWithSaved = (token: string, card_id: number) =>
  t.app.inject({ method: 'POST', url: `/public/payments/${token}/saved-card`, payload: { card_id }, headers: { ...bearer(ana.token), origin: 'https://shop-lookalike.example' }, remoteAddress: nextAddress() });

function succeededWebhook(token: string, eventId: string) {
  const payload = JSON.stringify({
    id: eventId, object: 'event', api_version: '2025-10-29.clover', created: 1763900100, livemode: false, pending_webhooks: 1,
    request: { id: null, idempotency_key: null }, type: 'payment_intent.succeeded',
    data: { object: intent(token, { status: 'succeeded', amount_received: 2800, customer: CUSTOMER, setup_future_usage: 'on_session', payment_method: CARD }) },
  });
  return t.app.inject({
    method: 'POST', url: '/webhooks/stripe', payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  });
}

/** Ana ticks "Save this card" (a Customer is made for her the first time), Stripe confirms the payment. */
async function payAndSave(token: string, { newCustomer }: { newCustomer: boolean }) {
  if (newCustomer) {
    nock(STRIPE)
      .post('/v1/customers', (body) => body.name === 'Ana Pop' && body.email === ana.email && body['metadata[user_id]'] === String(ana.id))
      .matchHeader('idempotency-key', `shop-customer-${ana.id}`)
      .reply(200, { ...recorded('stripe/customer.json'), email: ana.email, metadata: { user_id: String(ana.id) } });
  }
  nock(STRIPE)
    .post(`/v1/payment_intents/${intentId(token)}`, (body) => body.customer === CUSTOMER && body.setup_future_usage === 'on_session')
    .reply(200, intent(token, { customer: CUSTOMER, setup_future_usage: 'on_session' }));
  expect((await cardSaving(token, true)).json()).toEqual({ save: true });

  nock(STRIPE)
    .get(`/v1/payment_intents/${intentId(token)}`)
    .query((query) => JSON.stringify(query).includes('payment_method'))
    .reply(200, intent(token, { status: 'succeeded', customer: CUSTOMER, setup_future_usage: 'on_session', payment_method: recorded('stripe/payment-method.json') }));
  expect((await succeededWebhook(token, `evt_saved_${token.slice(0, 8)}`)).json()).toEqual({ received: true, duplicate: false });
}

const accountCards = async () => (await t.app.inject({ method: 'GET', url: '/public/account/cards', headers: bearer(ana.token) })).json();

test('a ticked card gets a Stripe Customer and setup_future_usage, and is saved once the webhook confirms the payment', async () => {
  const token = await anasCardOrder();
  await payAndSave(token, { newCustomer: true });
  expect(await paidAt(t.app, token)).not.toBeNull();
  const [card, ...more] = await accountCards();
  expect(more).toEqual([]);
  expect(card).toEqual({ id: expect.any(Number), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
  expect(await t.app.db.selectFrom('saved_cards').select(['provider', 'provider_reference']).where('id', '=', card.id).executeTakeFirst()).toEqual({ provider: 'stripe', provider_reference: CARD });

  // The next order's card is saved to the same Customer: none is made again.
  const next = await anasCardOrder();
  await payAndSave(next, { newCustomer: false });
  expect(await accountCards()).toHaveLength(1);
});

test('unticking tells Stripe to keep nothing, and nothing is saved', async () => {
  await t.app.db.deleteFrom('saved_cards').execute();
  const token = await anasCardOrder();
  nock(STRIPE).post(`/v1/payment_intents/${intentId(token)}`, (body) => body.setup_future_usage === 'on_session').reply(200, intent(token));
  await cardSaving(token, true);
  nock(STRIPE).post(`/v1/payment_intents/${intentId(token)}`, (body) => body.setup_future_usage === '').reply(200, intent(token));
  expect((await cardSaving(token, false)).json()).toEqual({ save: false });
  expect((await succeededWebhook(token, 'evt_unticked_1')).json()).toEqual({ received: true, duplicate: false });
  expect(await accountCards()).toEqual([]);
});

test('Stripe not answering the saving is a 502 and nothing is asked for', async () => {
  const token = await anasCardOrder();
  nock(STRIPE).post(`/v1/payment_intents/${intentId(token)}`).reply(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
  const res = await cardSaving(token, true);
  expect(res.statusCode).toBe(502);
  expect(await t.app.db.selectFrom('card_saving_wishes').selectAll().execute()).toEqual([]);
});

describe('paying with the saved card', () => {
  let cardId: number;
  beforeAll(async () => {
    const token = await anasCardOrder();
    await payAndSave(token, { newCustomer: false });
    cardId = (await accountCards())[0].id;
  }, 60_000);

  /** The intent given Ana's Customer, then confirmed with her saved PaymentMethod. */
  function confirmAnswers(token: string, status: number, answer: object) {
    nock(STRIPE).post(`/v1/payment_intents/${intentId(token)}`, (body) => body.customer === CUSTOMER).reply(200, intent(token, { customer: CUSTOMER }));
    nock(STRIPE)
      .post(`/v1/payment_intents/${intentId(token)}/confirm`, (body) => body.payment_method === CARD && body.return_url === `${t.app.shopUrl}/order-success?order=${token}`)
      .reply(status, answer);
  }

  test('it pays the next order, confirmed on the server', async () => {
    const token = await anasCardOrder();
    expect((await t.app.inject({ method: 'GET', url: `/public/payments/${token}/saved-cards`, headers: bearer(ana.token) })).json()).toEqual({
      cards: [{ id: cardId, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 }], can_save: true,
    });
    confirmAnswers(token, 200, intent(token, { status: 'succeeded', customer: CUSTOMER, payment_method: CARD }));
    const res = await payWithSaved(token, cardId);
    expect(res.json()).toMatchObject({ payment: { status: 'succeeded', provider: 'stripe' }, redirect_url: null });
    expect(await paidAt(t.app, token)).toEqual(clock);
  });

  test('a bank asking for 3-D Secure sends the customer there; the order is not paid yet', async () => {
    const token = await anasCardOrder();
    const url = 'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1QyZs&payment_intent=pi_3QyZt2&publishable_key=pk_test_51Qy';
    confirmAnswers(token, 200, intent(token, {
      status: 'requires_action', customer: CUSTOMER, payment_method: CARD,
      next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: `${t.app.shopUrl}/order-success?order=${token}` } },
    }));
    const res = await payWithSaved(token, cardId);
    expect(res.json()).toMatchObject({ payment: { status: 'awaiting_payment' }, redirect_url: url });
    expect(await paidAt(t.app, token)).toBeNull();
  });

  test('a declined saved card answers the decline, and the order can be paid another way', async () => {
    const token = await anasCardOrder();
    const declined = recorded('stripe/card-declined-error.json');
    confirmAnswers(token, 402, { error: { ...declined, payment_intent: intent(token, { customer: CUSTOMER, last_payment_error: declined }) } });
    const res = await payWithSaved(token, cardId);
    expect(res.json()).toMatchObject({ payment: { status: 'requires_payment_method', failure_code: 'insufficient_funds' }, redirect_url: null });
    expect(await paidAt(t.app, token)).toBeNull();
  });

  test('deleting it in the account detaches it at Stripe', async () => {
    const detached = nock(STRIPE).post(`/v1/payment_methods/${CARD}/detach`).reply(200, { ...recorded('stripe/payment-method.json'), customer: null });
    const res = await t.app.inject({ method: 'DELETE', url: `/public/account/cards/${cardId}`, headers: bearer(ana.token) });
    expect(res.json()).toEqual({ deleted: true });
    expect(detached.isDone()).toBe(true);
    expect(await accountCards()).toEqual([]);
  });
});

test('deleting the account erases the Stripe Customer with the cards kept on it', async () => {
  const token = await anasCardOrder();
  await payAndSave(token, { newCustomer: false });
  await ordersHandedOver(t.app, ana.id, clock);
  const erased = nock(STRIPE).delete(`/v1/customers/${CUSTOMER}`).reply(200, { id: CUSTOMER, object: 'customer', deleted: true });
  const res = await t.app.inject({ method: 'DELETE', url: '/public/account', payload: { password: ana.password }, headers: bearer(ana.token) });
  expect(res.json()).toEqual({ deleted: true });
  expect(erased.isDone()).toBe(true);
  expect(await t.app.db.selectFrom('payment_customers').selectAll().where('user_id', '=', ana.id).execute()).toEqual([]);
});
