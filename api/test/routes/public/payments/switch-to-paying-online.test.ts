import { sql } from 'kysely';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { abandonOverdueOrders } from '../../../../src/domain/orders/unpaid-order-abandonment';
import { bearer, registerUser, type Registered } from '../../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder } from '../../../helpers/orders';
import { nextAddress, paidAt, SHOP_OPEN, startPayment } from '../../../helpers/placed-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A cash order may be switched to card long after it was placed (the kitchen may be cooking it):
// the customer then has the whole time to pay from the switch, not from the placing.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(() => t.close());

const LATE = UNPAID_ORDER_DEADLINE_MINUTES + 1;

async function pointsBalance(user: Registered): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/public/orders/points-offer', headers: bearer(user.token) })).json().balance;
}

/** A signed-in customer's cash order with WELCOME20 and 25 points, placed `minutes` ago. */
async function cashOrderPlacedAgo(minutes: number): Promise<{ user: Registered; order: PlacedOrder }> {
  const user = await registerUser(t.app);
  await t.app.repositories.loyalty.record(user.id, { points: 120, reason: 'order', order_id: null });
  const order = await placeOrder(
    t.app,
    pickupOrder({ payment_method: 'cash-pickup', voucher_code: 'WELCOME20', loyalty_points: 25, products: [orderLine(1, 2, 112)], expected_total: 51 }),
    bearer(user.token),
  );
  await t.app.db.updateTable('orders').set({ created_at: sql<Date>`now() - ${minutes} * interval '1 minute'` }).where('token', '=', order.token).execute();
  return { user, order };
}

function switchTo(token: string, payment_method: string) {
  return t.app.inject({ method: 'PUT', url: `/public/payments/${token}/method`, payload: { payment_method }, remoteAddress: nextAddress() });
}

async function mailsAbout(token: string) {
  return (await t.app.repositories.outbox.list({ recipient: 'ana@example.com', limit: 200 })).filter((mail) => mail.body.includes(token) && /cancelled/.test(mail.subject));
}

test('a cash order placed 45 minutes ago and switched to card is payable by card, with the whole time from the switch', async () => {
  const { user, order } = await cashOrderPlacedAgo(45);
  const before = Date.now();

  const switched = await switchTo(order.token, 'card');
  expect(switched.statusCode).toBe(200);
  expect(switched.json()).toMatchObject({ payment_method: 'card' });

  // Nothing cancelled, nothing given back, nobody told the food is not coming.
  const shown = (await t.app.inject({ method: 'GET', url: `/public/orders/${order.token}` })).json();
  expect(shown).toMatchObject({ abandoned: false, payment_due: true });
  expect(await pointsBalance(user)).toBe(95);
  expect(await mailsAbout(order.token)).toEqual([]);
  // The deadline counts from the switch: about 30 minutes from now, not 15 minutes ago.
  const deadline = Date.parse(shown.payment_deadline);
  expect(deadline).toBeGreaterThanOrEqual(before + (UNPAID_ORDER_DEADLINE_MINUTES - 1) * 60_000);
  expect(deadline).toBeLessThanOrEqual(Date.now() + UNPAID_ORDER_DEADLINE_MINUTES * 60_000 + 60_000);
  expect(await abandonOverdueOrders(t.app)).toBe(0);

  const started = await startPayment(t.app, order.token);
  expect(started.statusCode).toBe(201);
  // Starting the payment is an attempt: the time runs from it, later still.
  expect(Date.parse(started.json().payment_deadline)).toBeGreaterThanOrEqual(deadline);
  const paid = await t.app.inject({
    method: 'POST', url: `/public/payments/${order.token}/sandbox-card`,
    payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress(),
  });
  expect(paid.json()).toMatchObject({ status: 'succeeded' });
  expect(await paidAt(t.app, order.token)).not.toBeNull();
});

test('an order switched to card and then left unpaid past the deadline is still abandoned', async () => {
  const { user, order } = await cashOrderPlacedAgo(45);
  expect((await switchTo(order.token, 'card')).statusCode).toBe(200);
  const id = (await t.app.db.selectFrom('orders').select('id').where('token', '=', order.token).executeTakeFirstOrThrow()).id;
  await t.app.db.updateTable('orders').set({ payment_method_changed_at: sql<Date>`payment_method_changed_at - ${LATE} * interval '1 minute'` }).where('id', '=', id).execute();

  expect(await abandonOverdueOrders(t.app)).toBe(1);
  expect((await t.app.inject({ method: 'GET', url: `/public/orders/${order.token}` })).json()).toMatchObject({ abandoned: true });
  expect(await pointsBalance(user)).toBe(120);
  expect(await mailsAbout(order.token)).toHaveLength(1);
  expect((await switchTo(order.token, 'cash-pickup')).statusCode).toBe(409);
});

test("the development route runs a switched order's time out too", async () => {
  const { order } = await cashOrderPlacedAgo(5);
  expect((await switchTo(order.token, 'card')).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: `/dev/orders/${order.token}/unpaid-deadline` })).json()).toEqual({ abandoned: true });
});
