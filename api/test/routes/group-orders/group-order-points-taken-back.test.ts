import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, registerUser, validatePhone, type Registered } from '../../helpers/accounts';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { moneyReturned, pointsOf as pointsOfAccount } from '../../helpers/money-returned';
import { SHOP_OPEN } from '../../helpers/placed-order';
import { paidBySandboxCard } from '../../helpers/sandbox-card';
import { pickupOrder, placeOrder } from '../../helpers/orders';

// Spec §9: points are a percent of the amount paid (pickup 10 %); a friend's first paid order earns
// the referrer 50 points. A split group order is paid share by share: the organiser earns on the
// shares they paid. Old Town (1): Margherita 40 cm (size 112) 46 + pack 2; Penne arrabbiata (11)
// 29 + pack 1.5; House lemonade (24) 14.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(() => t.close());

const payShare = (token: string) => paidBySandboxCard(t.app, token);
const pointsOf = (user: Registered) => pointsOfAccount(t.app, user);
/** The payment that paid the share of this token. */
const paymentOfShare = (token: string) =>
  t.app.db
    .selectFrom('payments')
    .innerJoin('group_order_shares as share', 'share.id', 'payments.share_id')
    .selectAll('payments')
    .where('share.token', '=', token)
    .where('payments.status', '=', 'succeeded')
    .executeTakeFirstOrThrow();

/**
 * A split group order the referred customer placed as its organiser Olga: Ana paid her own 61,
 * Olga her 48 and then Ben's 14, earning 10 % of 62 (6 points) and her referrer 50.
 */
async function paidSplitOrder() {
  const referrer = await registerUser(t.app);
  const code = (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(referrer.token) })).json().referral_code;
  const customer = await registerUser(t.app, { referral_code: code });
  await validatePhone(t.app, customer);
  const { link, participant_token: olga } = await go.start({ payment_mode: 'split', products: [line(1, 1, 112)] });
  const ana = await go.join(link, 'Ana');
  const ben = await go.join(link, 'Ben');
  await go.add(ana, 11, 2);
  await go.add(ben, 24);
  const [, , benId] = (await go.panel(link, olga)).participants.map((p) => p.id);
  for (const token of [olga, ana, ben]) expect((await go.act('confirm', { participant_token: token })).status).toBe('OK');
  const placed = await placeOrder(t.app, pickupOrder({ products: [], payment_method: 'card', group_order: { order_token: link, participant_token: olga } }), bearer(customer.token));
  expect(placed.total).toBe(123);
  expect((await go.act('pay-for', { participant_token: olga, participant_id: benId })).status).toBe('OK');

  const anasShare = (await go.panel(link, ana)).me.payment_token!;
  const olgas = (await go.panel(link, olga)).me;
  const bensShare = olgas.shares_to_pay.find((share) => share.participant_id === benId)!.token;
  const olgasShare = olgas.payment_token!;
  for (const share of [anasShare, bensShare, olgasShare]) await payShare(share);
  expect((await go.panel(link, olga)).order?.paid).toBe(true);
  expect(await pointsOf(customer)).toBe(6);
  expect(await pointsOf(referrer)).toBe(50);
  return { referrer, customer, placed, anas: await paymentOfShare(anasShare), bens: await paymentOfShare(bensShare), olgas: await paymentOfShare(olgasShare) };
}

test('split: a share the organiser paid going back takes back the points it earned, once; the referral goes back with the whole of the money', async () => {
  const { referrer, customer, placed, anas, bens, olgas } = await paidSplitOrder();

  // Ben's 14 going back takes back the 1 point it earned, however often it is told.
  await moneyReturned(t.app, bens, 'refunded', 'refund-ben');
  await moneyReturned(t.app, bens, 'reversed', 'dispute-ben');
  expect(await pointsOf(customer)).toBe(5);
  expect(await pointsOf(referrer)).toBe(50);

  // Olga's 48, the last of what she paid, takes back the rest of her points (4, and the 1 the
  // shares' rounding left). Ana's 61 earned her nothing, but with it all of the order's money went back.
  await moneyReturned(t.app, olgas, 'refunded', 'refund-olga');
  expect(await pointsOf(customer)).toBe(0);
  expect(await pointsOf(referrer)).toBe(50);
  await moneyReturned(t.app, anas, 'refunded', 'refund-ana');
  expect(await pointsOf(customer)).toBe(0);
  expect(await pointsOf(referrer)).toBe(0);
  // One row per order and reason: the order's taking back is the sum of its parts.
  const ledger = await t.app.db
    .selectFrom('points_ledger')
    .innerJoin('orders', 'orders.id', 'points_ledger.order_id')
    .select(['points_ledger.user_id', 'points', 'reason'])
    .where('orders.token', '=', placed.token)
    .orderBy('points_ledger.id')
    .execute();
  expect(ledger).toEqual([
    { user_id: customer.id, points: 6, reason: 'order' },
    { user_id: referrer.id, points: 50, reason: 'referral' },
    { user_id: customer.id, points: -6, reason: 'order_taken_back' },
    { user_id: referrer.id, points: -50, reason: 'referral_taken_back' },
  ]);
});

test("split: a participant's share going back takes nothing of the organiser's points, nor the referral, while the organiser's money stands", async () => {
  const { referrer, customer, anas, olgas } = await paidSplitOrder();
  await moneyReturned(t.app, anas, 'refunded', 'refund-ana-first');
  expect(await pointsOf(customer)).toBe(6);
  expect(await pointsOf(referrer)).toBe(50);
  // Olga's 48 earned 4 of her 6: Ben's 14, which she paid too, is still the shop's.
  await moneyReturned(t.app, olgas, 'refunded', 'refund-olga-after-ana');
  expect(await pointsOf(customer)).toBe(2);
  expect(await pointsOf(referrer)).toBe(50);
});

test("split: a share the organiser paid takes back its proportion of the credit given, not a percent of it by today's rules", async () => {
  const pickupPercent = (percent: number) => t.app.db.updateTable('loyalty_rules').set({ points_percent: percent }).where('delivery_type', '=', 'pickup').execute();
  const customer = await registerUser(t.app);
  const { link, participant_token: olga } = await go.start({ payment_mode: 'split', products: [line(1, 1, 112)] });
  const ben = await go.join(link, 'Ben');
  await go.add(ben, 1, 1, 112);
  const [, benId] = (await go.panel(link, olga)).participants.map((p) => p.id);
  for (const token of [olga, ben]) expect((await go.act('confirm', { participant_token: token })).status).toBe('OK');
  await pickupPercent(5);
  try {
    const placed = await placeOrder(t.app, pickupOrder({ products: [], payment_method: 'card', group_order: { order_token: link, participant_token: olga } }), bearer(customer.token));
    expect(placed.total).toBe(96);
    expect((await go.act('pay-for', { participant_token: olga, participant_id: benId })).status).toBe('OK');
    const olgas = (await go.panel(link, olga)).me;
    const bensShare = olgas.shares_to_pay.find((share) => share.participant_id === benId)!.token;
    for (const share of [bensShare, olgas.payment_token!]) await payShare(share);
    // 5 % of the 96 Olga paid.
    expect(await pointsOf(customer)).toBe(4);

    // At today's 10 %, Ben's 48 would be the whole credit; it paid half of what the credit was computed from.
    await pickupPercent(10);
    await moneyReturned(t.app, await paymentOfShare(bensShare), 'refunded', 'refund-ben-after-rate-change');
    expect(await pointsOf(customer)).toBe(2);
  } finally {
    await pickupPercent(10);
  }
});
