import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, putProfile, registerUser, type Registered } from '../../../helpers/accounts';
import { pickupOrder, placeOrder } from '../../../helpers/orders';

// Seed: Old Town (1) is open on Wednesdays; a friend's first order paid with money decides the referral.
const WEDNESDAY_NOON = new Date('2026-11-25T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => WEDNESDAY_NOON });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(() => t.close());

async function accountOf(user: Registered): Promise<Record<string, unknown>> {
  return (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json();
}

// A friend's referral points wait on the invited account's validated phone until its first order
// paid with money: the validate-phone screen tells an invited friend so while it can still matter.
test("the account answer says whether a friend's referral still waits on this account", async () => {
  const referrer = await registerUser(t.app);
  const code = (await accountOf(referrer)).referral_code as string;
  const friend = await registerUser(t.app, { referral_code: code });
  expect((await accountOf(referrer)).referral_pending).toBe(false);
  expect(await accountOf(friend)).toMatchObject({ referral_pending: true, phone_validated: false });
  // The answer to a saved profile says it too, as the screens load either.
  const saved = await putProfile(t.app, friend.token, { name: 'Ana Maria', email: friend.email, phone: friend.phone });
  expect(saved.json()).toMatchObject({ name: 'Ana Maria', referral_pending: true });

  // Placed but not paid: still waiting. Paid with money: the referral was decided then.
  const order = await placeOrder(t.app, pickupOrder(), bearer(friend.token));
  expect((await accountOf(friend)).referral_pending).toBe(true);
  await t.app.inject({ method: 'POST', url: `/dev/orders/${order.token}/paid` });
  expect((await accountOf(friend)).referral_pending).toBe(false);
});
