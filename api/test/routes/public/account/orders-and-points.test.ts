import { creditPointsForPaidOrder } from '../../../../src/domain/account/credit-points-for-paid-order';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, emailedLinkId, putProfile, registerUser, validatePhone, type Registered } from '../../../helpers/accounts';
import { orderLine, ordersHandedOver, pickupOrder, placeOrder } from '../../../helpers/orders';
import { groupOrderClient, line } from '../../../helpers/group-orders';
import { nextAddress } from '../../../helpers/placed-order';

// Seed: Old Town (1) is open on Wednesdays; loyalty rules: pickup 10 %, delivery 5 %, table 3 %;
// a friend's first paid order earns the referrer 50 points. Margherita (1) 40 cm = 112 at 46 with
// pack price 2; House lemonade (24) 14; extra mozzarella (1001) 4.
const WEDNESDAY_NOON = new Date('2026-11-25T10:00:00Z');
let clock = WEDNESDAY_NOON;
let t: TestApp;
let ana: Registered;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  ana = await registerUser(t.app);
  // A fresh database and an argon2 hash: over the 30 s default on a busy machine.
}, 120_000);
afterAll(() => t.close());
afterEach(() => {
  clock = WEDNESDAY_NOON;
});

async function orderIdOf(token: string): Promise<number> {
  return (await t.app.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow()).id;
}

async function benefitsOf(user: Registered) {
  return (await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(user.token) })).json();
}

test("the account lists the customer's orders with their lines and status, current then past", async () => {
  const placed = await placeOrder(t.app, pickupOrder({ products: [orderLine(1, 2, 112, [{ id: 1001, quantity: 1 }]), orderLine(24)] }), bearer(ana.token));
  await placeOrder(t.app, pickupOrder(), {});
  // The database stamps orders with its own clock; this test's clock is a Wednesday.
  await t.app.db.updateTable('orders').set({ created_at: WEDNESDAY_NOON }).where('token', '=', placed.token).execute();
  const list = await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(ana.token) });
  expect(list.statusCode).toBe(200);
  const [order] = list.json();
  expect(list.json()).toHaveLength(1);
  expect(order).toMatchObject({
    token: placed.token, status: 'placed', current: true, store_name: 'Casa Aurora Old Town', delivery_type: 'pickup', total: 118,
    lines: [
      { name: 'Margherita', size_name: '40 cm', options: [{ name: 'Extra mozzarella', quantity: 1 }], quantity: 2, total: 100 },
      { name: 'House lemonade', size_name: null, options: [], quantity: 1, total: 14 },
    ],
  });

  clock = new Date(WEDNESDAY_NOON.getTime() + 6 * 3600_000);
  const later = await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(ana.token) });
  expect(later.json()[0]).toMatchObject({ token: placed.token, current: false });
});

test('an option stored before names were kept is left out of the listed line, not shown nameless', async () => {
  const customer = await registerUser(t.app);
  // A kitchen slot of its own (19:00 in Bucharest), clear of the other tests' orders.
  clock = new Date('2026-11-25T17:00:00Z');
  const placed = await placeOrder(t.app, pickupOrder({ products: [orderLine(1, 1, 112, [{ id: 1001, quantity: 2 }])] }), bearer(customer.token));
  const listed = async () => (await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) })).json()[0].lines[0];
  expect((await listed()).options).toEqual([{ name: 'Extra mozzarella', quantity: 2 }]);
  const id = await orderIdOf(placed.token);
  await t.app.db.updateTable('order_lines').set({ options: JSON.stringify([{ id: 1001, quantity: 2, price: 4 }]) }).where('order_id', '=', id).execute();
  expect((await listed()).options).toEqual([]);
});

test('the list names each line in the language it is read in, whatever the order was placed in', async () => {
  const customer = await registerUser(t.app);
  // A kitchen slot of its own (14:00 in Bucharest), clear of the other tests' orders.
  clock = new Date('2026-11-25T12:00:00Z');
  await placeOrder(t.app, pickupOrder({ products: [orderLine(1, 1, 112, [{ id: 1001, quantity: 1 }])] }), { ...bearer(customer.token), 'content-language': 'en' });
  const listedIn = async (language: string) => {
    const list = await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: { ...bearer(customer.token), 'content-language': language } });
    const line = list.json()[0].lines[0] as { name: string; size_name: string; options: { name: string }[] };
    return [line.name, line.size_name, line.options.map((option) => option.name)];
  };
  expect(await listedIn('en')).toEqual(['Margherita', '40 cm', ['Extra mozzarella']]);
  expect(await listedIn('es-ES')).toEqual(['Margarita', '40 cm', ['Mozzarella extra']]);
  expect(await listedIn('lt')).toEqual(['Margarita', '40 cm', ['Papildoma mocarela']]);
});

test('the history comes a page at a time, newest first, each page after the last order of the one before', async () => {
  const customer = await registerUser(t.app);
  // A kitchen slot of its own (20:00 in Bucharest), clear of the other tests' orders.
  clock = new Date('2026-11-25T18:00:00Z');
  const placed: string[] = [];
  for (let i = 0; i < 3; i += 1) placed.push((await placeOrder(t.app, pickupOrder(), bearer(customer.token))).token);
  const page = async (query: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/public/account/orders${query}`, headers: bearer(customer.token) });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { id: number; token: string }[];
  };
  const first = await page('?limit=2');
  expect(first.map((order) => order.token)).toEqual([placed[2], placed[1]]);
  expect((await page(`?limit=2&before=${first[1]!.id}`)).map((order) => order.token)).toEqual([placed[0]]);
  // Without a limit, the whole history, as before pages.
  expect((await page('')).map((order) => order.token)).toEqual([...placed].reverse());
  for (const query of ['?limit=0', '?limit=101', '?limit=two', '?before=0']) {
    const refused = await t.app.inject({ method: 'GET', url: `/public/account/orders${query}`, headers: bearer(customer.token) });
    expect(refused.statusCode).toBe(400);
  }
});

test('an order still to pay online says so, until it is paid; one paid at the counter or share by share never does', async () => {
  const customer = await registerUser(t.app);
  // A kitchen slot of its own (21:00 in Bucharest), clear of the other tests' orders.
  clock = new Date('2026-11-25T19:00:00Z');
  const card = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }), bearer(customer.token));
  const cash = await placeOrder(t.app, pickupOrder({ payment_method: 'cash-pickup' }), bearer(customer.token));
  // A split group order this customer organised, placed to be paid by card, share by share.
  const go = groupOrderClient(t.app);
  const { link, participant_token: organiser } = await go.start({ payment_mode: 'split', products: [line(24)] });
  await go.act('confirm', { participant_token: organiser });
  const group = (await go.place(link, organiser, { payment_method: 'card' })).json();
  await t.app.db.updateTable('orders').set({ user_id: customer.id }).where('token', '=', group.token).execute();

  const due = async () => {
    const listed = (await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) })).json();
    return Object.fromEntries(listed.map((order: { token: string; payment_due: boolean }) => [order.token, order.payment_due]));
  };
  expect(await due()).toEqual({ [card.token]: true, [cash.token]: false, [group.token]: false });

  const pay = (card_number: string) =>
    t.app.inject({ method: 'POST', url: `/public/payments/${card.token}/sandbox-card`, payload: { card_number, expiry: '12/30', cvc: '123' }, remoteAddress: nextAddress() });
  expect((await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: card.token }, remoteAddress: nextAddress() })).statusCode).toBe(201);
  expect((await pay('4000 0000 0000 0002')).json()).toMatchObject({ status: 'requires_payment_method' });
  expect((await due())[card.token]).toBe(true);
  expect((await pay('4242 4242 4242 4242')).json()).toMatchObject({ status: 'succeeded' });
  expect((await due())[card.token]).toBe(false);
});

test('each listed order carries the costs stored with it besides its lines, so lines and costs add up to its total', async () => {
  const customer = await registerUser(t.app);
  // A kitchen slot of its own (13:00 in Bucharest), clear of the other tests' orders.
  clock = new Date('2026-11-25T11:00:00Z');
  // Two 40 cm Margheritas with mozzarella (50 each, pack price 2 each) and a lemonade (14): 118 with packaging.
  const placed = await placeOrder(t.app, pickupOrder({ products: [orderLine(1, 2, 112, [{ id: 1001, quantity: 1 }]), orderLine(24)] }), bearer(customer.token));
  const listed = async () => (await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) })).json()[0];
  expect(await listed()).toMatchObject({ packaging_fee: 4, free_products_discount: 0, delivery_fee: 0, voucher_code: null, voucher_value: 0, loyalty_points: 0, total: 118 });

  // What was stored is what is shown, never priced again.
  await t.app.db.updateTable('orders').set({ voucher_code: 'SPRING', voucher_value: 10, loyalty_points: 5, total: 103 }).where('token', '=', placed.token).execute();
  const order = await listed();
  expect(order).toMatchObject({ packaging_fee: 4, voucher_code: 'SPRING', voucher_value: 10, loyalty_points: 5, total: 103 });
  const lines = order.lines.reduce((sum: number, line: { total: number }) => sum + line.total, 0);
  expect(lines + order.packaging_fee + order.delivery_fee - order.free_products_discount - order.voucher_value - order.loyalty_points).toBe(order.total);
});

test("an order for later stays current until its day is over in the shop's time zone (Europe/Bucharest)", async () => {
  const customer = await registerUser(t.app);
  // A kitchen slot of its own (15:00 in Bucharest), clear of the other tests' orders.
  clock = new Date('2026-11-25T13:00:00Z');
  const placed = await placeOrder(t.app, pickupOrder(), bearer(customer.token));
  await t.app.db.updateTable('orders').set({ for_later: true, later_day: '2026-11-25', later_time: '19:00' }).where('token', '=', placed.token).execute();
  const currentAt = async (instant: string) => {
    clock = new Date(instant);
    return (await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) })).json()[0].current;
  };
  // 23:30 in Bucharest on the 25th, then 00:30 on the 26th (still the 25th in UTC).
  expect(await currentAt('2026-11-25T21:30:00Z')).toBe(true);
  expect(await currentAt('2026-11-25T22:30:00Z')).toBe(false);
});

test('points are credited once the order is paid, a percent by delivery type, and only once', async () => {
  const customer = await registerUser(t.app);
  const placed = await placeOrder(t.app, pickupOrder({ products: [orderLine(1, 2, 112, [{ id: 1001, quantity: 1 }]), orderLine(24)] }), bearer(customer.token));
  expect((await benefitsOf(customer)).points_balance).toBe(0);

  const id = await orderIdOf(placed.token);
  // 10 % of 118 paid for pickup.
  expect(await creditPointsForPaidOrder(t.app.db, id, clock, await t.app.repositories.website.website(), t.app.signingSecret)).toEqual({ orderPoints: 11, referralPoints: 0 });
  expect(await creditPointsForPaidOrder(t.app.db, id, clock, await t.app.repositories.website.website(), t.app.signingSecret)).toEqual({ orderPoints: 0, referralPoints: 0 });
  const benefits = await benefitsOf(customer);
  expect(benefits.points_balance).toBe(11);
  expect(benefits.points_history).toEqual([expect.objectContaining({ points: 11, reason: 'order', order_id: id })]);
  const list = await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) });
  expect(list.json()[0]).toMatchObject({ status: 'paid' });
  // The entry names its order as the order history does, by when it was placed, not by the shop's id.
  expect(benefits.points_history[0].order_placed_at).toBe(list.json()[0].created_at);
});

test("a referred friend's first paid order earns the referrer points, later orders do not", async () => {
  const referrer = await registerUser(t.app);
  const code = (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(referrer.token) })).json().referral_code;
  const friend = await registerUser(t.app, { referral_code: code });
  await validatePhone(t.app, friend);
  const first = await placeOrder(t.app, pickupOrder(), bearer(friend.token));
  const second = await placeOrder(t.app, pickupOrder(), bearer(friend.token));

  expect(await creditPointsForPaidOrder(t.app.db, await orderIdOf(first.token), clock, await t.app.repositories.website.website(), t.app.signingSecret)).toEqual({ orderPoints: 1, referralPoints: 50 });
  expect(await creditPointsForPaidOrder(t.app.db, await orderIdOf(second.token), clock, await t.app.repositories.website.website(), t.app.signingSecret)).toEqual({ orderPoints: 1, referralPoints: 0 });
  expect((await benefitsOf(referrer)).points_balance).toBe(50);
  expect((await benefitsOf(friend)).points_balance).toBe(2);
});

/** A referred friend whose phone number is validated by SMS, as a referral asks. */
async function validatedFriend(overrides: Parameters<typeof registerUser>[1]): Promise<Registered> {
  const friend = await registerUser(t.app, overrides);
  await validatePhone(t.app, friend);
  return friend;
}

/** A referrer and the friend who registered with their code and validated their phone number. */
async function referrerAndFriend() {
  const referrer = await registerUser(t.app);
  const code = (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(referrer.token) })).json().referral_code;
  return { referrer, friend: await validatedFriend({ referral_code: code }) };
}

test("a friend's account that turns out to be the referrer's own earns no referral: a phone changed after sign-up counts", async () => {
  const { referrer, friend } = await referrerAndFriend();
  clock = new Date('2026-11-25T13:30:00Z');
  // The referrer takes the friend's number after the friend signed up with their code.
  const moved = await putProfile(t.app, referrer.token, { name: 'Ana Pop', email: referrer.email, phone: friend.phone.replace(/^\+40/, '0') });
  expect(moved.statusCode).toBe(200);
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(friend.token))).token)).toEqual({ order_points: 1, referral_points: 0 });
  expect((await benefitsOf(referrer)).points_balance).toBe(0);
});

test("a friend's account at the referrer's mailbox with a +tag earns no referral", async () => {
  const { referrer, friend } = await referrerAndFriend();
  clock = new Date('2026-11-25T13:45:00Z');
  // As a sign-up before the check, or an address changed since, would leave it.
  const [local, domain] = referrer.email.split('@');
  await t.app.db.updateTable('users').set({ email: `${local}+again@${domain}` }).where('id', '=', friend.id).execute();
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(friend.token))).token)).toEqual({ order_points: 1, referral_points: 0 });
  expect((await benefitsOf(referrer)).points_balance).toBe(0);
});

test("the friend's first order to be paid earns the referral, even when a later-placed order is paid first", async () => {
  const { referrer, friend } = await referrerAndFriend();
  // Kitchen slots of their own (16:00 in Bucharest), clear of the other tests' orders.
  clock = new Date('2026-11-25T14:00:00Z');
  const placedFirst = await placeOrder(t.app, pickupOrder(), bearer(friend.token));
  const placedSecond = await placeOrder(t.app, pickupOrder(), bearer(friend.token));
  const website = await t.app.repositories.website.website();

  expect(await creditPointsForPaidOrder(t.app.db, await orderIdOf(placedSecond.token), clock, website, t.app.signingSecret)).toEqual({ orderPoints: 1, referralPoints: 50 });
  clock = new Date(clock.getTime() + 60_000);
  expect(await creditPointsForPaidOrder(t.app.db, await orderIdOf(placedFirst.token), clock, website, t.app.signingSecret)).toEqual({ orderPoints: 1, referralPoints: 0 });
  expect((await benefitsOf(referrer)).points_balance).toBe(50);
});

test('orders of one friend paid at the same moment credit the referral once', async () => {
  const { referrer, friend } = await referrerAndFriend();
  clock = new Date('2026-11-25T15:00:00Z');
  const placed = [];
  for (let i = 0; i < 4; i += 1) placed.push(await placeOrder(t.app, pickupOrder(), bearer(friend.token)));
  const website = await t.app.repositories.website.website();
  const ids = await Promise.all(placed.map((order) => orderIdOf(order.token)));

  // Newest first, all at once: two through the dev confirmation, two through the loyalty listener.
  const credited = await Promise.all([
    ...ids.slice(2).reverse().map((id) => creditPointsForPaidOrder(t.app.db, id, clock, website, t.app.signingSecret)),
    ...placed.slice(0, 2).map(async (order) => {
      const paid = (await t.app.inject({ method: 'POST', url: `/dev/orders/${order.token}/paid` })).json();
      return { orderPoints: paid.order_points, referralPoints: paid.referral_points };
    }),
  ]);
  expect(credited.map((entry) => entry.referralPoints).sort()).toEqual([0, 0, 0, 50]);
  expect((await benefitsOf(referrer)).points_balance).toBe(50);
  expect((await benefitsOf(referrer)).points_history).toEqual([expect.objectContaining({ reason: 'referral', points: 50 })]);
});

/** Confirms an order's payment as the dev route does (the onOrderPaid listeners): what it earned. */
async function paidNow(token: string): Promise<{ order_points: number; referral_points: number }> {
  return (await t.app.inject({ method: 'POST', url: `/dev/orders/${token}/paid` })).json();
}

/** Once its orders were handed over: an account is not deleted while one is current. */
async function deleteAccount(user: Registered): Promise<void> {
  await ordersHandedOver(t.app, user.id, clock);
  const res = await t.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(user.token), payload: { password: user.password } });
  expect(res.json()).toEqual({ deleted: true });
}

test('a friend who deletes their account and registers the same address again earns the referrer nothing more', async () => {
  const referrer = await registerUser(t.app);
  const code = (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(referrer.token) })).json().referral_code;
  clock = new Date('2026-11-25T16:30:00Z');
  const friend = await validatedFriend({ email: 'returning.friend@example.com', referral_code: code });
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(friend.token))).token)).toEqual({ order_points: 1, referral_points: 50 });
  await deleteAccount(friend);

  const again = await validatedFriend({ email: 'Returning.Friend@EXAMPLE.com', referral_code: code });
  expect(again.id).not.toBe(friend.id);
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(again.token))).token)).toEqual({ order_points: 1, referral_points: 0 });
  expect((await benefitsOf(referrer)).points_balance).toBe(50);
  // Another friend's address still earns the referral.
  const newcomer = await validatedFriend({ referral_code: code });
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(newcomer.token))).token)).toEqual({ order_points: 1, referral_points: 50 });
});

test('a friend who changed their address before deleting the account earns the referrer nothing more with either address', async () => {
  const { referrer, friend } = await referrerAndFriend();
  const code = (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(referrer.token) })).json().referral_code;
  clock = new Date('2026-11-25T16:45:00Z');
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(friend.token))).token)).toEqual({ order_points: 1, referral_points: 50 });
  await putProfile(t.app, friend.token, { name: 'Ana Pop', email: 'moved.friend@example.com', phone: friend.phone, password: friend.password });
  await t.app.inject({ method: 'POST', url: '/public/auth/confirm-email', headers: bearer(friend.token), payload: { id: await emailedLinkId(t.app, 'moved.friend@example.com', 'confirm-email') } });
  await deleteAccount(friend);

  for (const email of ['moved.friend@example.com', friend.email]) {
    const again = await validatedFriend({ email, referral_code: code });
    expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(again.token))).token)).toEqual({ order_points: 1, referral_points: 0 });
  }
  expect((await benefitsOf(referrer)).points_balance).toBe(50);
});

test("an order of a friend's deleted account paid after the address registered again earns no second referral", async () => {
  const { referrer, friend } = await referrerAndFriend();
  const code = (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(referrer.token) })).json().referral_code;
  clock = new Date('2026-11-25T17:15:00Z');
  // Placed to be paid at the counter, then the account is deleted before it is.
  const unpaid = await placeOrder(t.app, pickupOrder(), bearer(friend.token));
  await deleteAccount(friend);
  const again = await validatedFriend({ email: friend.email, referral_code: code });
  expect(await paidNow((await placeOrder(t.app, pickupOrder(), bearer(again.token))).token)).toEqual({ order_points: 1, referral_points: 50 });
  expect((await paidNow(unpaid.token)).referral_points).toBe(0);
  expect((await benefitsOf(referrer)).points_balance).toBe(50);
});

test("the ledger itself takes one referral per friend: a second row for the same friend is refused", async () => {
  const { referrer, friend } = await referrerAndFriend();
  clock = new Date('2026-11-25T16:00:00Z');
  const [first, second] = [await placeOrder(t.app, pickupOrder(), bearer(friend.token)), await placeOrder(t.app, pickupOrder(), bearer(friend.token))];
  const entry = (order: { token: string }) => orderIdOf(order.token).then((order_id) => ({ user_id: referrer.id, points: 50, reason: 'referral' as const, order_id, referred_user_id: friend.id }));
  await t.app.db.insertInto('points_ledger').values(await entry(first)).execute();
  await expect(t.app.db.insertInto('points_ledger').values(await entry(second)).execute()).rejects.toThrow(/points_ledger_one_referral_per_friend/);
});

test('no points while loyalty is off, and none for a guest order', async () => {
  const guest = await placeOrder(t.app, pickupOrder(), {});
  expect(await creditPointsForPaidOrder(t.app.db, await orderIdOf(guest.token), clock, await t.app.repositories.website.website(), t.app.signingSecret)).toEqual({ orderPoints: 0, referralPoints: 0 });

  const customer = await registerUser(t.app);
  const placed = await placeOrder(t.app, pickupOrder(), bearer(customer.token));
  await t.app.db.updateTable('website').set({ loyalty_active: 0 }).execute();
  try {
    expect(await creditPointsForPaidOrder(t.app.db, await orderIdOf(placed.token), clock, await t.app.repositories.website.website(), t.app.signingSecret)).toEqual({ orderPoints: 0, referralPoints: 0 });
  } finally {
    await t.app.db.updateTable('website').set({ loyalty_active: 1 }).execute();
  }
  expect((await benefitsOf(customer)).points_balance).toBe(0);
});

test('a card payment confirmed by the provider credits the points once, however often it is confirmed', async () => {
  const customer = await registerUser(t.app);
  const placed = await placeOrder(t.app, pickupOrder({ payment_method: 'card', products: [orderLine(24, 2)] }), bearer(customer.token));
  const start = await t.app.inject({ method: 'POST', url: '/public/payments', payload: { order_token: placed.token }, remoteAddress: '10.6.0.1' });
  expect(start.statusCode).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      t.app.inject({ method: 'POST', url: `/public/payments/${placed.token}/sandbox-card`, payload: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, remoteAddress: `10.6.1.${i + 1}` }),
    ),
  );
  expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  // 10 % of the 28 paid for pickup.
  const benefits = await benefitsOf(customer);
  expect(benefits.points_balance).toBe(2);
  expect(benefits.points_history).toHaveLength(1);
  const list = await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(customer.token) });
  expect(list.json()[0]).toMatchObject({ token: placed.token, status: 'paid' });
});

test('the dev payment confirmation credits the points (development only)', async () => {
  const customer = await registerUser(t.app);
  const placed = await placeOrder(t.app, pickupOrder(), bearer(customer.token));
  const paid = await t.app.inject({ method: 'POST', url: `/dev/orders/${placed.token}/paid` });
  expect(paid.json()).toEqual({ order_points: 1, referral_points: 0 });
  expect((await t.app.inject({ method: 'POST', url: '/dev/orders/no-such-order/paid' })).statusCode).toBe(404);
  const production = await buildTestApp({ devRoutes: false });
  try {
    expect((await production.app.inject({ method: 'POST', url: `/dev/orders/${placed.token}/paid` })).statusCode).toBe(404);
  } finally {
    await production.close();
  }
});

test("reorder prices the lines by today's store and names what cannot be ordered again", async () => {
  const customer = await registerUser(t.app);
  const placed = await placeOrder(t.app, pickupOrder({ products: [orderLine(1, 2, 112, [{ id: 1001, quantity: 1 }]), orderLine(24)] }), bearer(customer.token));
  const id = await orderIdOf(placed.token);

  const same = await t.app.inject({ method: 'POST', url: `/public/account/orders/${id}/reorder`, headers: bearer(customer.token) });
  expect(same.statusCode).toBe(200);
  expect(same.json()).toMatchObject({
    store_id: 1, unavailable: [],
    products: [
      { id: 1, quantity: 2, selected_size: 112, options: [{ id: 1001, price: 4, quantity: 1 }], pack_price: 2 },
      { id: 24, quantity: 1, price: 14, selected_size: null },
    ],
  });

  // Riverside (2): every price 2 more, and its own size ids (40 cm = 122); lemonade out of stock there.
  await t.app.db.updateTable('product_stores').set({ in_stock: false }).where('product_id', '=', 24).where('store_id', '=', 2).execute();
  const riverside = await t.app.inject({ method: 'POST', url: `/public/account/orders/${id}/reorder`, headers: { ...bearer(customer.token), 'x-store-id': '2' } });
  expect(riverside.json()).toMatchObject({ store_id: 2, unavailable: ['House lemonade'], products: [{ id: 1, selected_size: 122 }] });
  const margherita = riverside.json().products[0];
  expect(margherita.sizes.find((size: { id: number }) => size.id === 122).price).toBe(48);

  // A line keeps its size's name in the customer's language ("Grande" in a Spanish order): the size
  // is still found at another store, by its English name at the order's store.
  await t.app.db.updateTable('order_lines').set({ size_name: 'Grande' }).where('size_id', '=', 112).execute();
  const translated = await t.app.inject({ method: 'POST', url: `/public/account/orders/${id}/reorder`, headers: { ...bearer(customer.token), 'x-store-id': '2' } });
  expect(translated.json()).toMatchObject({ unavailable: ['House lemonade'], products: [{ id: 1, selected_size: 122 }] });
});

test("another user's order and a missing one answer the same 404; a guest gets 401", async () => {
  const placed = await placeOrder(t.app, pickupOrder(), bearer(ana.token));
  const id = await orderIdOf(placed.token);
  const stranger = await registerUser(t.app);
  const other = await t.app.inject({ method: 'POST', url: `/public/account/orders/${id}/reorder`, headers: bearer(stranger.token) });
  const missing = await t.app.inject({ method: 'POST', url: '/public/account/orders/999999/reorder', headers: bearer(stranger.token) });
  expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
  expect(other.json().message).toBe(missing.json().message);
  expect((await t.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(stranger.token) })).json()).toEqual([]);
  expect((await t.app.inject({ method: 'POST', url: `/public/account/orders/${id}/reorder` })).statusCode).toBe(401);
});

test('saved cards show the last four digits; only their owner can delete them', async () => {
  const owner = await registerUser(t.app);
  const stranger = await registerUser(t.app);
  const card = await t.app.repositories.savedCards.save(owner.id, { provider: 'sandbox', provider_reference: 'pm_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
  const list = await t.app.inject({ method: 'GET', url: '/public/account/cards', headers: bearer(owner.token) });
  expect(list.json()).toEqual([{ id: card.id, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }]);
  expect((await t.app.inject({ method: 'GET', url: '/public/account/cards', headers: bearer(stranger.token) })).json()).toEqual([]);
  expect((await t.app.inject({ method: 'DELETE', url: `/public/account/cards/${card.id}`, headers: bearer(stranger.token) })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'DELETE', url: `/public/account/cards/${card.id}`, headers: bearer(owner.token) })).json()).toEqual({ deleted: true });
  expect((await t.app.inject({ method: 'GET', url: '/public/account/cards', headers: bearer(owner.token) })).json()).toEqual([]);
  expect((await t.app.inject({ method: 'DELETE', url: '/public/account/cards/abc', headers: bearer(owner.token) })).statusCode).toBe(400);
});

test('deleting the account keeps its orders, anonymised', async () => {
  const leaving = await registerUser(t.app);
  const placed = await placeOrder(t.app, pickupOrder({ name: 'Ion Leaving', email: 'ion@example.com', informations: 'ring twice' }), bearer(leaving.token));
  await ordersHandedOver(t.app, leaving.id, clock);
  await t.app.repositories.savedCards.save(leaving.id, { provider: 'sandbox', provider_reference: 'pm_2', brand: 'visa', last4: '1111', exp_month: 1, exp_year: 2031 });
  await t.app.repositories.savedCards.rememberCustomer(leaving.id, 'stripe', 'cus_leaving_1');
  // What a delivery order keeps for the courier: the place's name and the way in.
  await t.app.db.updateTable('orders').set({ address_name: 'Home', address_instructions: 'gate code 4512, ask for Ion' }).where('token', '=', placed.token).execute();
  const deleted = await t.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(leaving.token), payload: { password: leaving.password } });
  expect(deleted.statusCode).toBe(200);
  const row = await t.app.db.selectFrom('orders').selectAll().where('token', '=', placed.token).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ user_id: leaving.id, name: '', email: '', phone: '', informations: '', address_name: '', address_instructions: '', total: placed.total.toFixed(2) });
  expect(await t.app.db.selectFrom('saved_cards').selectAll().where('user_id', '=', leaving.id).execute()).toEqual([]);
  expect(await t.app.db.selectFrom('payment_customers').selectAll().where('user_id', '=', leaving.id).execute()).toEqual([]);
});

test('the account is not deleted while an order is current: the staff still need its name and address', async () => {
  const leaving = await registerUser(t.app);
  // A kitchen slot of its own (20:30 in Bucharest), clear of the other tests' orders.
  clock = new Date('2026-11-25T18:30:00Z');
  const placed = await placeOrder(t.app, pickupOrder({ name: 'Ion Waiting', informations: 'ring twice' }), bearer(leaving.token));
  // Placed just now by this test's clock (the database stamps its own): current, as the account's list says.
  await t.app.db.updateTable('orders').set({ created_at: clock }).where('token', '=', placed.token).execute();
  const orderRow = () => t.app.db.selectFrom('orders').select(['name', 'email', 'phone', 'informations']).where('token', '=', placed.token).executeTakeFirstOrThrow();
  const userRow = () => t.app.db.selectFrom('users').select(['name', 'email', 'deleted_at']).where('id', '=', leaving.id).executeTakeFirstOrThrow();
  const [orderBefore, userBefore] = [await orderRow(), await userRow()];
  const ask = (language: string) =>
    t.app.inject({ method: 'DELETE', url: '/public/account', headers: { ...bearer(leaving.token), 'content-language': language }, payload: { password: leaving.password } });

  const refused = await ask('en');
  expect([refused.statusCode, refused.json().message, refused.json().field]).toEqual([
    422,
    'Your account cannot be deleted yet: you have an order in progress, and the restaurant still needs your details for it. Try again once it is among your past orders.',
    undefined,
  ]);
  expect((await ask('ro')).json().message).toMatch(/^Contul nu poate fi șters încă/);
  // Nothing changed: the order, the account and its session are as they were.
  expect([await orderRow(), await userRow()]).toEqual([orderBefore, userBefore]);
  expect(orderBefore).toMatchObject({ name: 'Ion Waiting', informations: 'ring twice' });
  expect((await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(leaving.token) })).statusCode).toBe(200);

  // An hour after it was due (its estimated time) it is past, and the account goes, the order anonymised.
  clock = new Date(clock.getTime() + placed.estimated_minutes * 60_000 + 3600_000 + 60_000);
  expect((await ask('en')).json()).toEqual({ deleted: true });
  expect(await orderRow()).toEqual({ name: '', email: '', phone: '', informations: '' });
});

test('a wrong password for deleting the account is said on its field', async () => {
  const leaving = await registerUser(t.app);
  const wrong = await t.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(leaving.token), payload: { password: 'not the password' } });
  expect([wrong.statusCode, wrong.json().field]).toEqual([422, 'password']);
});
