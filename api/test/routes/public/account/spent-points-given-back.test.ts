import { giveBackSpentPoints } from '../../../../src/domain/account/give-back-spent-points';
import type { PaymentRow } from '../../../../src/repositories/payments-repository';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { benefitsOf, moneyReturned, paidByCard } from '../../../helpers/money-returned';
import { bearer, registerUser, type Registered } from '../../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder } from '../../../helpers/orders';

// Seed: Old Town (1) is open on Wednesdays; pickup earns 10 % of the amount paid. Ten house
// lemonades (24) cost 140: 14 points. With 14 points spent they cost 126, which earns 12.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(() => t.close());

/** A customer who earned 14 points, then spent them on a second order paid by card (earning 12). */
async function spentOnPaidOrder(): Promise<{ customer: Registered; payment: PaymentRow }> {
  const customer = await registerUser(t.app);
  await paidByCard(t.app, customer);
  const payment = await paidByCard(t.app, customer, 14);
  expect(payment.amount).toBe('126.00');
  expect((await benefitsOf(t.app, customer)).points_balance).toBe(12);
  return { customer, payment };
}

test('the whole of an order\'s money going back gives back the points spent on it, once however often it is told', async () => {
  const { customer, payment } = await spentOnPaidOrder();

  await moneyReturned(t.app, payment, 'refunded', 'refund-1');
  await moneyReturned(t.app, payment, 'refunded', 'refund-1');
  await moneyReturned(t.app, payment, 'reversed', 'dispute-1');

  const benefits = await benefitsOf(t.app, customer);
  // As before the order: its 12 points taken back, its 14 spent given back.
  expect(benefits.points_balance).toBe(14);
  expect(benefits.points_history.slice(0, 4)).toEqual([
    expect.objectContaining({ points: 14, reason: 'redeemed_given_back', order_id: payment.order_id, order_placed_at: expect.any(String) }),
    expect.objectContaining({ points: -12, reason: 'order_taken_back', order_id: payment.order_id }),
    expect.objectContaining({ points: 12, reason: 'order', order_id: payment.order_id }),
    expect.objectContaining({ points: -14, reason: 'redeemed', order_id: payment.order_id }),
  ]);
});

test('part of the money going back, or an amount not told, gives nothing back: the staff see to it', async () => {
  const { customer, payment } = await spentOnPaidOrder();
  await moneyReturned(t.app, payment, 'refunded', 'refund-part', 100);
  await moneyReturned(t.app, payment, 'refunded', 'refund-untold', null);
  expect((await benefitsOf(t.app, customer)).points_balance).toBe(12);
  expect((await benefitsOf(t.app, customer)).points_history.map((entry: { reason: string }) => entry.reason)).not.toContain('redeemed_given_back');
});

test('an order paid with points only has no money to go back: its points stay spent', async () => {
  const customer = await registerUser(t.app);
  await paidByCard(t.app, customer);
  const placed = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24)], loyalty_points: 14 }), bearer(customer.token));
  expect(placed).toMatchObject({ loyalty_points: 14, total: 0 });
  const { id, paid_at } = await t.app.db.selectFrom('orders').select(['id', 'paid_at']).where('token', '=', placed.token).executeTakeFirstOrThrow();
  expect(paid_at).not.toBeNull();
  // Even were it marked as if its money went back, there was none: nothing comes back.
  await t.app.repositories.loyalty.takeBackPoints(id, new Date('2026-11-25T10:00:00Z'));
  expect(await giveBackSpentPoints(t.app.db, id)).toBe(0);
  expect((await benefitsOf(t.app, customer)).points_balance).toBe(0);
});

test('points already given back when their order went unpaid are not given back again', async () => {
  const { customer, payment } = await spentOnPaidOrder();
  // As an order abandoned unpaid, then confirmed paid by hand.
  await t.app.db.insertInto('points_ledger').values({ user_id: customer.id, points: 14, reason: 'returned', order_id: payment.order_id }).execute();
  await moneyReturned(t.app, payment, 'refunded', 'refund-after-returned');
  // 12 + 14 returned - 12 taken back.
  expect((await benefitsOf(t.app, customer)).points_balance).toBe(14);
});

test('a deleted account gets nothing back', async () => {
  const { customer, payment } = await spentOnPaidOrder();
  await t.app.repositories.users.erase(customer.id, new Date('2026-11-25T10:00:00Z'), null, 'ro');
  await moneyReturned(t.app, payment, 'refunded', 'refund-deleted');
  expect(await t.app.db.selectFrom('points_ledger').select('id').where('user_id', '=', customer.id).execute()).toEqual([]);

  // Nor while it is being deleted (its ledger not yet erased).
  const other = await spentOnPaidOrder();
  await t.app.db.updateTable('users').set({ deleted_at: new Date('2026-11-25T10:00:00Z') }).where('id', '=', other.customer.id).execute();
  await moneyReturned(t.app, other.payment, 'refunded', 'refund-deleting');
  const reasons = await t.app.db.selectFrom('points_ledger').select('reason').where('user_id', '=', other.customer.id).execute();
  expect(reasons.map((row) => row.reason)).not.toContain('redeemed_given_back');
});
