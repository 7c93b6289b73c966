import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, registerUser, type Registered } from '../../helpers/accounts';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { pointsOf as pointsOfAccount } from '../../helpers/money-returned';
import { SHOP_OPEN } from '../../helpers/placed-order';
import { paidBySandboxCard } from '../../helpers/sandbox-card';
import { pickupOrder, placeOrder } from '../../helpers/orders';

// Spec §9: points are a percent of the paid amount (pickup 10 %). In a group order the organiser
// is the customer who placed it; the participants are not accounts, so their shares earn nobody
// points. Old Town (1): Margherita 40 cm (size 112) 46 + pack 2; Penne arrabbiata (11) 29 + pack
// 1.5; House lemonade (24) 14.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
  // A fresh database and an argon2 hash: over the 30 s default on a busy machine.
}, 120_000);
afterAll(() => t.close());

const payShare = (token: string) => paidBySandboxCard(t.app, token);
const pointsOf = (user: Registered) => pointsOfAccount(t.app, user);
/** The signed-in organiser places the completed group order: it is their order. */
const placeAs = (organiser: Registered, link: string, token: string, payment_method: 'card' | 'cash-pickup') =>
  placeOrder(t.app, pickupOrder({ products: [], payment_method, group_order: { order_token: link, participant_token: token } }), bearer(organiser.token));

test('split: the organiser earns points on what they paid (their share and those they paid for), not on the shares the others paid', async () => {
  const customer = await registerUser(t.app);
  const { link, participant_token: olga } = await go.start({ payment_mode: 'split', products: [line(1, 1, 112)] });
  const ana = await go.join(link, 'Ana');
  const ben = await go.join(link, 'Ben');
  const carl = await go.join(link, 'Carl');
  await go.add(ana, 11, 2);
  await go.add(ben, 24);
  await go.add(carl, 24);
  const [, , benId, carlId] = (await go.panel(link, olga)).participants.map((p) => p.id);
  // Olga pays for Carl before the order is placed, and takes over Ben's share after.
  expect((await go.act('pay-for', { participant_token: olga, participant_id: carlId })).status).toBe('OK');
  for (const token of [olga, ana, ben, carl]) expect((await go.act('confirm', { participant_token: token })).status).toBe('OK');
  const placed = await placeAs(customer, link, olga, 'card');
  expect(placed.total).toBe(137);
  expect((await go.act('pay-for', { participant_token: olga, participant_id: benId })).status).toBe('OK');

  // Ana pays her own 61 with her own card; Olga her 48 with Carl's 14, then Ben's 14.
  await payShare((await go.panel(link, ana)).me.payment_token!);
  const olgas = (await go.panel(link, olga)).me;
  await payShare(olgas.shares_to_pay.find((share) => share.participant_id === benId)!.token);
  await payShare(olgas.payment_token!);
  expect((await go.panel(link, olga)).order?.paid).toBe(true);

  // 10 % of the 76 Olga paid, not of the whole 137 (13 points).
  expect(await pointsOf(customer)).toBe(7);
  const credited = await t.app.db
    .selectFrom('points_ledger')
    .innerJoin('orders', 'orders.id', 'points_ledger.order_id')
    .select(['points_ledger.user_id', 'points', 'reason'])
    .where('orders.token', '=', placed.token)
    .execute();
  expect(credited).toEqual([{ user_id: customer.id, points: 7, reason: 'order' }]);
});

test('integral: the organiser paid the whole, so earns points on the whole', async () => {
  const customer = await registerUser(t.app);
  const { link, participant_token: olga } = await go.start({ payment_mode: 'integral', products: [line(1, 1, 112)] });
  const ana = await go.join(link, 'Ana');
  await go.add(ana, 11, 2);
  for (const token of [olga, ana]) await go.act('confirm', { participant_token: token });
  const placed = await placeAs(customer, link, olga, 'cash-pickup');
  expect(placed.total).toBe(109);
  expect((await t.app.inject({ method: 'POST', url: `/dev/orders/${placed.token}/paid` })).json()).toEqual({ order_points: 10, referral_points: 0 });
  expect(await pointsOf(customer)).toBe(10);
});
