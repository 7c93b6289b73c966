import nock from 'nock';
import { sql } from 'kysely';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { abandonOverdueOrders } from '../../../../src/domain/orders/unpaid-order-abandonment';
import { paidAt, placeOrder, startPayment } from '../../../helpers/placed-order';
import { STRIPE, STRIPE_DOWN, intent, intentId, withStripe } from './method-change-doubles';

// A Stripe intent is paid in the browser, with Stripe alone: before an overdue order is abandoned
// its intent is cancelled at Stripe, so the customer can no longer pay what the shop gave up on.
const stripe = withStripe();

async function overdueCardOrder(): Promise<PlacedOrder> {
  const order = await placeOrder(stripe.t.app, 'card');
  nock(STRIPE).post('/v1/payment_intents').reply(200, intent(order.token));
  expect((await startPayment(stripe.t.app, order.token)).statusCode).toBe(201);
  const { id } = await stripe.t.app.db.selectFrom('orders').select('id').where('token', '=', order.token).executeTakeFirstOrThrow();
  await stripe.t.app.db.updateTable('orders').set({ created_at: sql<Date>`created_at - interval '1 hour'` }).where('id', '=', id).execute();
  await stripe.t.app.db.updateTable('payments').set({ updated_at: sql<Date>`updated_at - interval '1 hour'`, attempt_started_at: sql<Date>`attempt_started_at - interval '1 hour'` }).where('order_id', '=', id).execute();
  return order;
}

const abandoned = async (order: PlacedOrder) => (await stripe.t.app.inject({ method: 'GET', url: `/public/orders/${order.token}` })).json().abandoned;

test('the intent is cancelled at Stripe, then the order is abandoned', async () => {
  const order = await overdueCardOrder();
  const cancelled = nock(STRIPE).post(`/v1/payment_intents/${intentId(order.token)}/cancel`).reply(200, intent(order.token, { status: 'canceled' }));
  expect(await abandonOverdueOrders(stripe.t.app)).toBe(1);
  expect(cancelled.isDone()).toBe(true);
  expect(await abandoned(order)).toBe(true);
});

test('an intent the customer paid at the last moment makes the order paid, not abandoned', async () => {
  const order = await overdueCardOrder();
  nock(STRIPE)
    .post(`/v1/payment_intents/${intentId(order.token)}/cancel`)
    .reply(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent could not be canceled.' } });
  nock(STRIPE).get(`/v1/payment_intents/${intentId(order.token)}`).reply(200, intent(order.token, { status: 'succeeded' }));
  expect(await abandonOverdueOrders(stripe.t.app)).toBe(0);
  expect(await abandoned(order)).toBe(false);
  expect(await paidAt(stripe.t.app, order.token)).not.toBeNull();
});

test('Stripe not answering the cancel leaves the order to the next round', async () => {
  const order = await overdueCardOrder();
  nock(STRIPE).post(`/v1/payment_intents/${intentId(order.token)}/cancel`).reply(500, STRIPE_DOWN);
  expect(await abandonOverdueOrders(stripe.t.app)).toBe(0);
  expect(await abandoned(order)).toBe(false);
  nock(STRIPE).post(`/v1/payment_intents/${intentId(order.token)}/cancel`).reply(200, intent(order.token, { status: 'canceled' }));
  expect(await abandonOverdueOrders(stripe.t.app)).toBe(1);
  expect(await abandoned(order)).toBe(true);
});
