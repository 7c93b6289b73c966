import { randomUUID } from 'node:crypto';
import { creditPointsForPaidOrder } from '../../../../src/domain/account/credit-points-for-paid-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { benefitsOf, moneyReturned, paidByCard, TEN_LEMONADES } from '../../../helpers/money-returned';
import { bearer, registerUser, validatePhone } from '../../../helpers/accounts';
import { pickupOrder, placeOrder } from '../../../helpers/orders';
import { nextAddress } from '../../../helpers/placed-order';

// Seed: Old Town (1) is open on Wednesdays; pickup earns 10 % of the amount paid; a friend's first
// paid order earns the referrer 50 points. Ten house lemonades (24) cost 140: 14 points.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(() => t.close());

test('money of a paid order going back takes back its points and the referral it earned, once however often it is told', async () => {
  const referrer = await registerUser(t.app);
  const code = (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(referrer.token) })).json().referral_code;
  const friend = await registerUser(t.app, { referral_code: code });
  await validatePhone(t.app, friend);
  const payment = await paidByCard(t.app, friend);
  expect((await benefitsOf(t.app, friend)).points_balance).toBe(14);
  expect((await benefitsOf(t.app, referrer)).points_balance).toBe(50);

  await moneyReturned(t.app, payment, 'refunded', 'refund-1');
  await moneyReturned(t.app, payment, 'refunded', 'refund-1');
  await moneyReturned(t.app, payment, 'reversed', 'dispute-1');

  const friendBenefits = await benefitsOf(t.app, friend);
  expect(friendBenefits.points_balance).toBe(0);
  const friendsOrder = { order_id: payment.order_id, order_placed_at: expect.any(String) };
  expect(friendBenefits.points_history).toEqual([
    expect.objectContaining({ points: -14, reason: 'order_taken_back', ...friendsOrder }),
    expect.objectContaining({ points: 14, reason: 'order', ...friendsOrder }),
  ]);
  const referrerBenefits = await benefitsOf(t.app, referrer);
  expect(referrerBenefits.points_balance).toBe(0);
  // The order, when it was placed and that it was refunded are the friend's, not the referrer's to see.
  const noOrder = { order_id: null, order_placed_at: null };
  expect(referrerBenefits.points_history).toEqual([
    expect.objectContaining({ points: -50, reason: 'referral_taken_back', ...noOrder }),
    expect.objectContaining({ points: 50, reason: 'referral', ...noOrder }),
  ]);
  // The friend's next order earns its own points; the referral was the first order's.
  await paidByCard(t.app, friend);
  expect((await benefitsOf(t.app, friend)).points_balance).toBe(14);
  expect((await benefitsOf(t.app, referrer)).points_balance).toBe(0);
});

test('part of the money going back, or a refund of an amount not told, leaves the points to the staff; a whole reversal takes them back', async () => {
  const customer = await registerUser(t.app);
  const payment = await paidByCard(t.app, customer);
  await moneyReturned(t.app, payment, 'refunded', 'refund-part', 5);
  await moneyReturned(t.app, payment, 'refunded', 'refund-untold', null);
  // A dispute over one lemonade of ten: the shop kept the rest.
  await moneyReturned(t.app, payment, 'reversed', 'dispute-part', 14);
  expect((await benefitsOf(t.app, customer)).points_balance).toBe(14);
  await moneyReturned(t.app, payment, 'reversed', 'dispute-2', null);
  expect((await benefitsOf(t.app, customer)).points_balance).toBe(0);
});

test('points spent before their order was refunded leave the balance below 0: shown as it is, nothing to spend, points at checkout refused', async () => {
  const customer = await registerUser(t.app);
  const payment = await paidByCard(t.app, customer);
  const spending = await placeOrder(t.app, pickupOrder({ products: TEN_LEMONADES, loyalty_points: 14 }), bearer(customer.token));
  expect(spending).toMatchObject({ loyalty_points: 14, total: 126 });

  await moneyReturned(t.app, payment, 'refunded', 'refund-2');
  expect((await benefitsOf(t.app, customer)).points_balance).toBe(-14);
  const offer = await t.app.inject({ method: 'GET', url: '/public/orders/points-offer', headers: bearer(customer.token) });
  expect(offer.json()).toMatchObject({ loyalty_active: true, balance: -14 });
  const refused = await t.app.inject({
    method: 'POST', url: '/public/orders', payload: pickupOrder({ products: TEN_LEMONADES, loyalty_points: 1 }),
    headers: { 'idempotency-key': randomUUID(), ...bearer(customer.token) }, remoteAddress: nextAddress(),
  });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().fields).toEqual({ loyalty_points: expect.any(String) });
  // Without points the customer orders as before.
  expect(await placeOrder(t.app, pickupOrder(), bearer(customer.token))).toMatchObject({ loyalty_points: 0 });
});

test("a closed payment's money going back takes nothing: it did not pay the order", async () => {
  const customer = await registerUser(t.app);
  const payment = await paidByCard(t.app, customer);
  // As when the order changed its method after this payment was made (paid_after_closing).
  await t.app.db.updateTable('payments').set({ replaced_at: new Date('2026-11-25T10:00:00Z') }).where('id', '=', payment.id).execute();
  await moneyReturned(t.app, payment, 'refunded', 'refund-3');
  expect((await benefitsOf(t.app, customer)).points_balance).toBe(14);
});

test('an order whose money went back before its points were credited earns none afterwards', async () => {
  const customer = await registerUser(t.app);
  const placed = await placeOrder(t.app, pickupOrder({ products: TEN_LEMONADES }), bearer(customer.token));
  const { id } = await t.app.db.selectFrom('orders').select('id').where('token', '=', placed.token).executeTakeFirstOrThrow();
  const paidAt = new Date('2026-11-25T10:00:00Z');
  // Paid, and its credit lost (the onOrderPaid listener failed): the round of missed credits would credit it.
  await t.app.db.updateTable('orders').set({ paid_at: paidAt }).where('id', '=', id).execute();
  expect(await t.app.repositories.loyalty.takeBackPoints(id, paidAt)).toEqual({ orderPoints: 0, referralPoints: 0 });
  expect(await creditPointsForPaidOrder(t.app.db, id, paidAt, await t.app.repositories.website.website(), t.app.signingSecret)).toEqual({ orderPoints: 0, referralPoints: 0 });
  expect((await benefitsOf(t.app, customer)).points_balance).toBe(0);
});
