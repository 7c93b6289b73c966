import { sql } from 'kysely';
import { creditMissedPoints } from '../../../src/domain/account/missed-points-credit';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, registerUser, validatePhone, type Registered } from '../../helpers/accounts';
import { pickupOrder, placeOrder } from '../../helpers/orders';

// Seed: pickup earns 10 % (a lemonade, 14: 1 point); a friend's first paid order earns the referrer 50.
const WEDNESDAY_NOON = new Date('2026-11-25T10:00:00Z');
let clock = WEDNESDAY_NOON;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
  // A database blip while crediting: every insert into the ledger fails while the flag is up.
  await sql`create table ledger_blip (up boolean not null)`.execute(t.app.db);
  await sql`insert into ledger_blip values (false)`.execute(t.app.db);
  await sql`create function ledger_blip() returns trigger language plpgsql as $$
    begin if (select up from ledger_blip) then raise exception 'database blip'; end if; return new; end $$`.execute(t.app.db);
  await sql`create trigger ledger_blip before insert on points_ledger for each row execute function ledger_blip()`.execute(t.app.db);
}, 120_000);
afterAll(() => t.close());
afterEach(async () => {
  clock = WEDNESDAY_NOON;
  await sql`update ledger_blip set up = false`.execute(t.app.db);
});

const minutesLater = (minutes: number) => new Date(WEDNESDAY_NOON.getTime() + minutes * 60_000);

async function referrerAndFriend(): Promise<{ referrer: Registered; friend: Registered }> {
  const referrer = await registerUser(t.app);
  const code = (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(referrer.token) })).json().referral_code;
  const friend = await registerUser(t.app, { referral_code: code });
  // A referral is for a friend whose phone number is validated by SMS.
  await validatePhone(t.app, friend);
  return { referrer, friend };
}

async function orderIdOf(token: string): Promise<number> {
  return (await t.app.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow()).id;
}

/** The ledger rows of an order: what it credited, by whom. */
async function ledgerOf(orderId: number) {
  return t.app.db.selectFrom('points_ledger').select(['user_id', 'reason', 'points']).where('order_id', '=', orderId).orderBy('reason').execute();
}

const balanceOf = async (user: Registered) =>
  (await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(user.token) })).json().points_balance;

test("a paid order whose listener failed is credited by the round, the customer's points and the referral, once", async () => {
  const { referrer, friend } = await referrerAndFriend();
  const placed = await placeOrder(t.app, pickupOrder(), bearer(friend.token));
  const id = await orderIdOf(placed.token);

  await sql`update ledger_blip set up = true`.execute(t.app.db);
  expect((await t.app.inject({ method: 'POST', url: `/dev/orders/${placed.token}/paid` })).json()).toEqual({ order_points: 0, referral_points: 0 });
  await sql`update ledger_blip set up = false`.execute(t.app.db);
  expect(await ledgerOf(id)).toEqual([]);

  // Within its first minute the order is left to the listener.
  clock = minutesLater(0.5);
  expect(await creditMissedPoints(t.app)).toBe(0);
  expect(await ledgerOf(id)).toEqual([]);

  clock = minutesLater(2);
  expect(await creditMissedPoints(t.app)).toBe(1);
  const credited = [
    { user_id: friend.id, reason: 'order', points: 1 },
    { user_id: referrer.id, reason: 'referral', points: 50 },
  ];
  expect(await ledgerOf(id)).toEqual(credited);

  // Again, and two at once: nothing more.
  expect(await creditMissedPoints(t.app)).toBe(0);
  await Promise.all([creditMissedPoints(t.app), creditMissedPoints(t.app)]);
  expect(await ledgerOf(id)).toEqual(credited);
  expect(await balanceOf(friend)).toBe(1);
  expect(await balanceOf(referrer)).toBe(50);
});

test('a round that fails too leaves the order to the next one', async () => {
  const customer = await registerUser(t.app);
  clock = new Date('2026-11-25T11:00:00Z');
  const placed = await placeOrder(t.app, pickupOrder(), bearer(customer.token));
  const id = await orderIdOf(placed.token);
  await sql`update ledger_blip set up = true`.execute(t.app.db);
  await t.app.inject({ method: 'POST', url: `/dev/orders/${placed.token}/paid` });
  clock = new Date('2026-11-25T11:05:00Z');
  expect(await creditMissedPoints(t.app)).toBe(0);
  expect(await ledgerOf(id)).toEqual([]);

  await sql`update ledger_blip set up = false`.execute(t.app.db);
  expect(await creditMissedPoints(t.app)).toBe(1);
  expect(await ledgerOf(id)).toEqual([{ user_id: customer.id, reason: 'order', points: 1 }]);
});

test('an order marked paid whose listeners never ran (the API stopped after the commit) is credited by the round', async () => {
  const { referrer, friend } = await referrerAndFriend();
  clock = new Date('2026-11-25T12:00:00Z');
  const placed = await placeOrder(t.app, pickupOrder(), bearer(friend.token));
  const id = await orderIdOf(placed.token);
  expect(await t.app.repositories.payments.markOrderPaid(id, clock)).toBe(true);

  clock = new Date('2026-11-25T12:02:00Z');
  expect(await creditMissedPoints(t.app)).toBe(1);
  expect(await ledgerOf(id)).toEqual([
    { user_id: friend.id, reason: 'order', points: 1 },
    { user_id: referrer.id, reason: 'referral', points: 50 },
  ]);
  expect(await creditMissedPoints(t.app)).toBe(0);
});

test('orders the listener credited, and orders paid before the round looks back, are left alone', async () => {
  const customer = await registerUser(t.app);
  clock = new Date('2026-11-25T13:00:00Z');
  const credited = await placeOrder(t.app, pickupOrder(), bearer(customer.token));
  expect((await t.app.inject({ method: 'POST', url: `/dev/orders/${credited.token}/paid` })).json()).toEqual({ order_points: 1, referral_points: 0 });
  const old = await orderIdOf((await placeOrder(t.app, pickupOrder(), bearer(customer.token))).token);
  await t.app.repositories.payments.markOrderPaid(old, new Date('2026-10-01T13:00:00Z'));

  clock = new Date('2026-11-25T13:05:00Z');
  expect(await creditMissedPoints(t.app)).toBe(0);
  expect(await ledgerOf(old)).toEqual([]);
  expect(await balanceOf(customer)).toBe(1);
});
