import { jest } from '@jest/globals';
import nock from 'nock';
import Stripe from 'stripe';
import { bearer, registerUser, type Registered } from '../../helpers/accounts';
import { pointsOf, TEN_LEMONADES } from '../../helpers/money-returned';
import { pickupOrder, placeOrder } from '../../helpers/orders';
import { SHOP_OPEN, paidAt, startPayment } from '../../helpers/placed-order';
import { recorded } from '../../helpers/recorded';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

// A card order refunded in Stripe's Dashboard, or a chargeback the shop lost, takes back what the
// paid order earned, as PayPal's refunds do. Ten house lemonades (24) at Old Town: 140 RON, which
// earns 14 points at a pickup's 10 %.
const STRIPE = 'https://api.stripe.com';
const WEBHOOK_SECRET = 'whsec_test_9a8b7c6d5e4f3a2b';
const stripe = new Stripe('sk_test_unused');

let t: TestApp;
beforeAll(async () => {
  nock.disableNetConnect();
  t = await buildTestApp({
    now: () => SHOP_OPEN,
    payments: { stripe: { secretKey: 'sk_test_51Qy', webhookSecret: WEBHOOK_SECRET, publishableKey: 'pk_test_51Qy' }, paypal: null },
  });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(async () => {
  nock.enableNetConnect();
  await t.close();
});
afterEach(() => {
  nock.cleanAll();
});

/** An event as Stripe sends it, signed with the endpoint's secret by Stripe's own SDK. */
function webhook(id: string, type: string, object: object) {
  const payload = JSON.stringify({ id, object: 'event', api_version: '2025-10-29.clover', created: 1763986600, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } });
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  });
}

/** The customer's order of ten lemonades, paid by card through Stripe: its intent's id. */
async function paidThroughStripe(customer: Registered): Promise<{ orderToken: string; intentId: string }> {
  const order = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: TEN_LEMONADES }), bearer(customer.token));
  const intentId = `pi_3QyZt2${order.token.slice(0, 16)}`;
  const intent = { ...recorded('stripe/payment-intent.json'), id: intentId, amount: 14000, metadata: { order_token: order.token } };
  nock(STRIPE).post('/v1/payment_intents', (body) => body.amount === '14000').reply(200, intent);
  expect((await startPayment(t.app, order.token)).statusCode).toBe(201);
  const paid = await webhook(`evt_paid_${intentId}`, 'payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: 14000 });
  expect(paid.json()).toEqual({ received: true, duplicate: false });
  expect(await paidAt(t.app, order.token)).toEqual(SHOP_OPEN);
  expect(await pointsOf(t.app, customer)).toBe(14);
  return { orderToken: order.token, intentId };
}

const charge = (intentId: string, amountRefunded: number) => ({ ...recorded('stripe/charge-refunded.json'), amount: 14000, amount_captured: 14000, amount_refunded: amountRefunded, refunded: amountRefunded === 14000, payment_intent: intentId });
const dispute = (changes: Record<string, unknown>) => ({ ...recorded('stripe/dispute-closed.json'), amount: 14000, ...changes });

test('charge.refunded tells the refunds so far: a part leaves the points to the staff, the refund that completes it takes them back', async () => {
  const customer = await registerUser(t.app);
  const { orderToken, intentId } = await paidThroughStripe(customer);
  const warned = jest.spyOn(t.app.log, 'warn');
  try {
    expect((await webhook('evt_refund_part', 'charge.refunded', charge(intentId, 5000))).json()).toEqual({ received: true, duplicate: false });
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'stripe', orderToken, eventType: 'charge.refunded', amountRefunded: '50.00 RON', pointsTakenBack: null }),
      expect.stringMatching(/refunded/),
    );
    expect(await pointsOf(t.app, customer)).toBe(14);

    // A second refund of 90: Stripe's amount_refunded is now all 140, though this refund is not.
    expect((await webhook('evt_refund_rest', 'charge.refunded', charge(intentId, 14000))).json()).toEqual({ received: true, duplicate: false });
    expect(warned).toHaveBeenCalledWith(expect.objectContaining({ orderToken, amountRefunded: '140.00 RON', pointsTakenBack: expect.objectContaining({ orderPoints: 14 }) }), expect.any(String));
    expect(await pointsOf(t.app, customer)).toBe(0);
  } finally {
    warned.mockRestore();
  }
  expect(await paidAt(t.app, orderToken)).toEqual(SHOP_OPEN);
});

test('a dispute the shop lost is logged as an error for the staff and takes the points back; one it won takes nothing', async () => {
  const customer = await registerUser(t.app);
  const { orderToken, intentId } = await paidThroughStripe(customer);
  const logged = jest.spyOn(t.app.log, 'error');
  try {
    expect((await webhook('evt_dispute_won', 'charge.dispute.closed', dispute({ status: 'won', payment_intent: intentId }))).statusCode).toBe(200);
    expect(logged).not.toHaveBeenCalled();
    expect(await pointsOf(t.app, customer)).toBe(14);

    // The intent may come expanded (an object, not its id).
    const expanded = { ...recorded('stripe/payment-intent.json'), id: intentId, status: 'succeeded' };
    expect((await webhook('evt_dispute_lost', 'charge.dispute.closed', dispute({ status: 'lost', payment_intent: expanded }))).json()).toEqual({ received: true, duplicate: false });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'stripe', orderToken, eventType: 'charge.dispute.closed', reason: 'fraudulent', amount: '140.00 RON', pointsTakenBack: expect.objectContaining({ orderPoints: 14 }) }),
      expect.stringMatching(/took back the money/),
    );
  } finally {
    logged.mockRestore();
  }
  expect(await pointsOf(t.app, customer)).toBe(0);
  expect(await paidAt(t.app, orderToken)).toEqual(SHOP_OPEN);
});
