import { creditPointsForPaidOrder } from '../../../../src/domain/account/credit-points-for-paid-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, registerUser, validatePhone, type Registered } from '../../../helpers/accounts';
import { orderLine, ordersHandedOver, pickupOrder, placeOrder } from '../../../helpers/orders';

// Seed: Old Town (1) is open on Wednesdays; pickup earns 10 %; a friend's first paid order earns the
// referrer 50 points. House lemonade (24) costs 14 (1 point); the public FREELEMONADE voucher makes one free.
const WEDNESDAY_NOON = new Date('2026-11-25T10:00:00Z');
let clock = WEDNESDAY_NOON;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(() => t.close());
afterEach(() => {
  clock = WEDNESDAY_NOON;
});

async function referralCodeOf(user: Registered): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json().referral_code;
}

/** Confirms an order's payment as the dev route does (the onOrderPaid listeners): what it earned. */
async function paidNow(token: string): Promise<{ order_points: number; referral_points: number }> {
  return (await t.app.inject({ method: 'POST', url: `/dev/orders/${token}/paid` })).json();
}

async function balanceOf(user: Registered): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(user.token) })).json().points_balance;
}

test("a friend's phone number must be validated by SMS when the first order is paid; validated only after it, no later order earns the referral", async () => {
  const referrer = await registerUser(t.app);
  const code = await referralCodeOf(referrer);
  // A second account of the referrer's: another mailbox, any phone number, never validated.
  const second = await registerUser(t.app, { referral_code: code });
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(second.token))).token)).toEqual({ order_points: 1, referral_points: 0 });
  await validatePhone(t.app, second);
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(second.token))).token)).toEqual({ order_points: 1, referral_points: 0 });
  expect(await balanceOf(referrer)).toBe(0);

  const friend = await registerUser(t.app, { referral_code: code });
  await validatePhone(t.app, friend);
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(friend.token))).token)).toEqual({ order_points: 1, referral_points: 50 });
  expect(await balanceOf(referrer)).toBe(50);
});

test("the referrer's own phone on a second account, taken at sign-up as a friend's, earns no referral", async () => {
  const referrer = await registerUser(t.app);
  const code = await referralCodeOf(referrer);
  // Registration keeps the code as a friend's (a refusal would tell whoever guessed the number whose it is).
  const second = await registerUser(t.app, { referral_code: code, phone: referrer.phone.replace(/^\+40/, '0') });
  expect((await t.app.db.selectFrom('users').select('referred_by').where('id', '=', second.id).executeTakeFirstOrThrow()).referred_by).toBe(referrer.id);
  await validatePhone(t.app, second, referrer.phone);
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(second.token))).token)).toEqual({ order_points: 1, referral_points: 0 });
  expect(await balanceOf(referrer)).toBe(0);
});

test('one phone number earns a referral once, whatever mailbox and however the number is written', async () => {
  const referrer = await registerUser(t.app);
  const code = await referralCodeOf(referrer);
  clock = new Date('2026-11-25T11:00:00Z');
  const friend = await registerUser(t.app, { referral_code: code });
  await validatePhone(t.app, friend);
  expect((await paidNow((await placeOrder(t.app, pickupOrder(), bearer(friend.token))).token)).referral_points).toBe(50);

  // The same number on a new mailbox, written as said at home: the SMS goes to the same phone.
  const sameNumber = await registerUser(t.app, { referral_code: code, phone: friend.phone.replace(/^\+40/, '0') });
  await validatePhone(t.app, sameNumber, friend.phone);
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(sameNumber.token))).token)).toEqual({ order_points: 1, referral_points: 0 });
  expect(await balanceOf(referrer)).toBe(50);
  // The number is kept only as a keyed hash, as a friend's address is.
  const kept = await t.app.db.selectFrom('referred_phones').select('phone_key').execute();
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.every((row) => /^[0-9a-f]{64}$/.test(row.phone_key))).toBe(true);
});

test("an order a voucher paid in full is not the friend's first order: the first one paid with money earns the referral", async () => {
  const referrer = await registerUser(t.app);
  const friend = await registerUser(t.app, { referral_code: await referralCodeOf(referrer) });
  await validatePhone(t.app, friend);
  clock = new Date('2026-11-25T12:00:00Z');
  const free = await placeOrder(t.app, pickupOrder({ payment_method: 'card', voucher_code: 'FREELEMONADE', products: [orderLine(24)] }), bearer(friend.token));
  expect(free).toMatchObject({ total: 0 });
  // Nothing to pay: stored as paid when placed, and its points credited then (none: 0 paid).
  const freeOrder = await t.app.db.selectFrom('orders').select(['paid_at', 'points_credited_at']).where('token', '=', free.token).executeTakeFirstOrThrow();
  expect(freeOrder).toEqual({ paid_at: clock, points_credited_at: expect.any(Date) });
  expect(await balanceOf(referrer)).toBe(0);

  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(friend.token))).token)).toEqual({ order_points: 1, referral_points: 50 });
  expect(await balanceOf(referrer)).toBe(50);
});

test("a deleted account's order paid afterwards earns no points, and the round of missed credits leaves it", async () => {
  const customer = await registerUser(t.app);
  clock = new Date('2026-11-25T13:00:00Z');
  // Placed to be paid at the counter; the account is deleted before it is.
  const unpaid = await placeOrder(t.app, pickupOrder({ products: [orderLine(24, 5)] }), bearer(customer.token));
  const missed = await placeOrder(t.app, pickupOrder({ products: [orderLine(24, 5)] }), bearer(customer.token));
  await ordersHandedOver(t.app, customer.id, clock);
  const deleted = await t.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(customer.token), payload: { password: customer.password } });
  expect(deleted.json()).toEqual({ deleted: true });

  expect(await paidNow(unpaid.token)).toEqual({ order_points: 0, referral_points: 0 });
  // Paid while the listener failed: the round does not take it up.
  await t.app.db.updateTable('orders').set({ paid_at: clock }).where('token', '=', missed.token).execute();
  expect(await t.app.repositories.loyalty.paidOrdersToCredit(new Date(clock.getTime() - 3600_000), new Date(clock.getTime() + 3600_000), 50)).toEqual([]);
  const missedId = (await t.app.db.selectFrom('orders').select('id').where('token', '=', missed.token).executeTakeFirstOrThrow()).id;
  // Nor would a credit asked for it directly.
  expect(await creditPointsForPaidOrder(t.app.db, missedId, clock, await t.app.repositories.website.website(), t.app.signingSecret)).toEqual({ orderPoints: 0, referralPoints: 0 });
  expect(await t.app.db.selectFrom('points_ledger').select('id').where('user_id', '=', customer.id).execute()).toEqual([]);
});
