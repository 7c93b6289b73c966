import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import type { TestApp } from '../../../helpers/test-app';
import { bearer, registerUser, type Registered } from '../../../helpers/accounts';
import { openShopApp, orderLine as line, pickupOrder as orderRequest } from '../../../helpers/orders';

// Wednesday noon in Bucharest: Old Town (1) is open. Craft lager (33) costs 16, Lemonade (24) 14.
let t: TestApp;
beforeAll(async () => {
  t = await openShopApp();
});
afterAll(async () => {
  await t.close();
});

function order(overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return orderRequest({ products: [line(24, 10)], ...overrides });
}

let caller = 0;
function place(body: PlaceOrderRequest, user: Registered | null, key: string = randomUUID()) {
  caller += 1;
  return t.app.inject({
    method: 'POST', url: '/public/orders', payload: body,
    headers: { 'idempotency-key': key, ...(user ? bearer(user.token) : {}) }, remoteAddress: `10.3.0.${caller}`,
  });
}

async function withPoints(points: number): Promise<Registered> {
  const user = await registerUser(t.app);
  await t.app.repositories.loyalty.record(user.id, { points, reason: 'order', order_id: null });
  return user;
}

async function offer(user: Registered) {
  return (await t.app.inject({ method: 'GET', url: '/public/orders/points-offer', headers: bearer(user.token) })).json();
}

test('the offer tells a signed-in customer the balance and the maximum per order; guests must sign in', async () => {
  const ana = await withPoints(120);
  expect(await offer(ana)).toEqual({ loyalty_active: true, balance: 120, max_per_order: 100 });
  expect((await t.app.inject({ method: 'GET', url: '/public/orders/points-offer' })).statusCode).toBe(401);
});

test('points spent take that much off the total, are stored with the order and leave the balance', async () => {
  const ana = await withPoints(120);
  // 10 lemonades = 140; 25 points off = 115.
  const res = await place(order({ loyalty_points: 25, expected_total: 115 }), ana);
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ subtotal: 140, loyalty_points: 25, total: 115 });
  expect((await offer(ana)).balance).toBe(95);
  const ledger = await t.app.repositories.loyalty.history(ana.id);
  expect(ledger[0]).toMatchObject({ points: -25, reason: 'redeemed' });
});

const ONE_LEMONADE = [line(24)];
test.each([
  { problem: 'a guest', points: 10, balance: null, products: undefined },
  { problem: 'more than the balance', points: 121, balance: 120, products: undefined },
  { problem: 'more than the maximum per order', points: 101, balance: 500, products: undefined },
  { problem: 'more than the products cost', points: 15, balance: 500, products: ONE_LEMONADE },
  { problem: 'a fraction of a point', points: 2.5, balance: 120, products: undefined },
])('$problem: "the number of points entered is incorrect" and nothing is stored or spent', async ({ points, balance, products }) => {
  const user = balance === null ? null : await withPoints(balance);
  const res = await place(order({ loyalty_points: points, ...(products ? { products } : {}) }), user);
  expect(res.statusCode).toBe(422);
  expect(res.json().fields).toEqual({ loyalty_points: 'The number of points entered is incorrect.' });
  if (user) expect((await offer(user)).balance).toBe(balance);
});

test('no points while the brand has loyalty off', async () => {
  const ana = await withPoints(50);
  await t.app.db.updateTable('website').set({ loyalty_active: 0 }).execute();
  try {
    expect((await offer(ana)).loyalty_active).toBe(false);
    expect((await place(order({ loyalty_points: 10 }), ana)).statusCode).toBe(422);
  } finally {
    await t.app.db.updateTable('website').set({ loyalty_active: 1 }).execute();
  }
});

test('two orders at once cannot spend the same points; a retry spends them once', async () => {
  const ana = await withPoints(120);
  const answers = await Promise.all([place(order({ loyalty_points: 80 }), ana), place(order({ loyalty_points: 80, informations: 'second' }), ana)]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
  expect((await offer(ana)).balance).toBe(40);

  const key = randomUUID();
  const first = await place(order({ loyalty_points: 30 }), ana, key);
  const retries = await Promise.all(Array.from({ length: 5 }, () => place(order({ loyalty_points: 30 }), ana, key)));
  expect(first.statusCode).toBe(201);
  expect(retries.every((r) => r.statusCode === 200 && r.json().token === first.json().token)).toBe(true);
  expect((await offer(ana)).balance).toBe(10);
});
