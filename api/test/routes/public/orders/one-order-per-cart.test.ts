import { randomUUID } from 'node:crypto';
import { emptyCart } from 'shared-contracts/types/cart';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { orderLine as line, pickupOrder as orderRequest } from '../../../helpers/orders';

// One cart places one order: a second tab of the same cart, or a tab reloaded while its order was
// on the way, sends the same cart token with a new Idempotency-Key (and maybe a changed order).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(async () => {
  await t.close();
});

let caller = 0;
function place(body: object, key: string = randomUUID(), headers: Record<string, string> = {}) {
  caller += 1;
  return t.app.inject({
    method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': key, ...headers },
    remoteAddress: `10.7.${Math.floor(caller / 250)}.${caller % 250}`,
  });
}

async function newCartToken(): Promise<string> {
  const saved = await t.app.inject({ method: 'POST', url: '/public/carts', payload: { json_object: JSON.stringify(emptyCart()) } });
  return saved.json().token as string;
}

async function orderCount(): Promise<number> {
  const row = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

test('a second order from the same cart, with a new key and a changed order, is answered with the first', async () => {
  const cart_token = await newCartToken();
  const first = await place(orderRequest({ cart_token }));
  expect(first.statusCode).toBe(201);
  const before = await orderCount();

  const second = await place(orderRequest({ cart_token, products: [line(24, 2)], payment_method: 'cash-pickup' }), randomUUID(), { 'content-language': 'es' });
  expect(second.statusCode).toBe(409);
  expect(second.json()).toEqual({
    statusCode: 409, error: 'Conflict', message: 'Este carrito ya se pidió, en esta ventana o en otra. Aquí tienes ese pedido.',
    placed_order: { token: first.json().token },
  });
  expect(await orderCount()).toBe(before);
});

test('the same submit again is still the first order (200), not a refusal', async () => {
  const cart_token = await newCartToken();
  const body = orderRequest({ cart_token });
  const key = randomUUID();
  const first = await place(body, key);
  const again = await place(body, key);
  expect(again.statusCode).toBe(200);
  expect(again.json().token).toBe(first.json().token);
});

test('two tabs placing the same cart at once make one order', async () => {
  const cart_token = await newCartToken();
  const before = await orderCount();
  const answers = await Promise.all([place(orderRequest({ cart_token })), place(orderRequest({ cart_token, products: [line(24, 3)] }))]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  const placed = answers.find((answer) => answer.statusCode === 201)!.json().token;
  expect(answers.find((answer) => answer.statusCode === 409)!.json().placed_order).toEqual({ token: placed });
  expect(await orderCount()).toBe(before + 1);
});

test('a cart token that placed an order names it, and saving under it starts a new cart token', async () => {
  const cart_token = await newCartToken();
  const order = (await place(orderRequest({ cart_token }))).json();

  // A tab reloaded mid-submit loads its cart and learns the order was placed.
  const loaded = await t.app.inject({ method: 'GET', url: `/public/carts?token=${encodeURIComponent(cart_token)}` });
  expect(loaded.json().placed_order).toEqual({ token: order.token });

  const saved = (await t.app.inject({ method: 'POST', url: '/public/carts', payload: { token: cart_token, json_object: JSON.stringify(emptyCart()) } })).json();
  expect(saved.token).not.toBe(cart_token);
  expect(saved.placed_order).toEqual({ token: order.token });

  // The new token is a cart of its own: it saves in place and orders once more.
  const again = (await t.app.inject({ method: 'POST', url: '/public/carts', payload: { token: saved.token, json_object: JSON.stringify(emptyCart()) } })).json();
  expect(again).toMatchObject({ token: saved.token, placed_order: null });
  expect((await place(orderRequest({ cart_token: saved.token }))).statusCode).toBe(201);
});

test('orders sent without a cart token are not held to one per cart', async () => {
  expect((await place(orderRequest())).statusCode).toBe(201);
  expect((await place(orderRequest())).statusCode).toBe(201);
});
