import { randomUUID } from 'node:crypto';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { bearer, registerUser } from '../../../helpers/accounts';
import { orderLine, pickupOrder } from '../../../helpers/orders';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Limonaia (BRAND_ID=2) has vouchers off: no request, however it is made, may use a voucher code
// there (a check, an order, a saved cart), and its accounts are given none and shown none.
const OFF = {
  en: 'Vouchers cannot be used in this shop.',
  es: 'En esta tienda no se pueden usar vales.',
  lt: 'Šioje parduotuvėje kuponų naudoti negalima.',
  ro: 'În acest magazin nu se pot folosi vouchere.',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ brandId: 2, now: () => new Date('2026-11-25T10:00:00Z') });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
});
afterAll(() => t.close());

let caller = 0;
function remoteAddress(): string {
  caller += 1;
  return `10.17.${Math.floor(caller / 250)}.${caller % 250}`;
}
function place(body: PlaceOrderRequest, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID(), ...headers }, remoteAddress: remoteAddress() });
}
function saveCart(cart: object, token?: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/public/carts', payload: { ...(token ? { token } : {}), json_object: JSON.stringify(cart) }, headers });
}
async function orderCount(): Promise<number> {
  const row = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const lemonade: CartProduct = {
  id: 24, name: 'Lemonade', quantity: 2, price: 14, pack_price: null, options: [], categories: [{ id: 5 }],
  age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
};

test('checking a code, even a valid one, is refused in the language of the request', async () => {
  for (const [language, message] of Object.entries(OFF)) {
    for (const code of ['AURORA10', 'NOPE']) {
      const res = await t.app.inject({ method: 'POST', url: '/public/vouchers/check', payload: { code }, headers: { 'content-language': language }, remoteAddress: remoteAddress() });
      expect([res.statusCode, res.json().message]).toEqual([422, message]);
    }
  }
});

test('an order with a voucher code is refused and nothing is stored or used; without the code it is taken', async () => {
  const ana = await registerUser(t.app);
  // A voucher the account held before the brand turned vouchers off stays unused.
  await t.app.repositories.loyalty.giveVoucher(ana.id, 'AURORA10');
  const before = await orderCount();
  for (const [language, message] of Object.entries(OFF)) {
    const res = await place(pickupOrder({ voucher_code: 'AURORA10', products: [orderLine(24, 2)] }), { ...bearer(ana.token), 'content-language': language });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, fields: { voucher_code: message } });
  }
  expect(await orderCount()).toBe(before);
  const held = await t.app.db.selectFrom('user_vouchers').select('used_at').where('user_id', '=', ana.id).execute();
  expect(held).toEqual([{ used_at: null }]);

  // The same order without the code is taken, at full price.
  const res = await place(pickupOrder({ voucher_code: null, products: [orderLine(24, 2)] }), bearer(ana.token));
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ voucher_code: null, voucher_value: 0, subtotal: 28, total: 28 });
});

test('a cart carrying a voucher is refused and the saved cart stays as it was', async () => {
  const cart = { ...emptyCart(), products: [lemonade] };
  const saved = await saveCart(cart);
  expect(saved.statusCode).toBe(200);
  const { token } = saved.json();

  const voucher = { code: 'FREELEMONADE', value_type: 'products', value: 0, no_of_free_products: 1, free_products: [24] };
  const refused = await saveCart({ ...cart, voucher }, token, { 'content-language': 'lt' });
  expect([refused.statusCode, refused.json().message]).toEqual([422, OFF.lt]);

  const loaded = await t.app.inject({ method: 'GET', url: `/public/carts?token=${encodeURIComponent(token)}` });
  expect(JSON.parse(loaded.json().json_object)).toEqual(cart);
  // Nor does a new cart with a voucher start.
  const rows = await t.app.db.selectFrom('carts').select('token_hash').execute();
  expect((await saveCart({ ...cart, voucher })).statusCode).toBe(422);
  expect(await t.app.db.selectFrom('carts').select('token_hash').execute()).toHaveLength(rows.length);
});

test('a new account is given no welcome voucher, and the benefits list none the account holds', async () => {
  const ana = await registerUser(t.app);
  expect(await t.app.db.selectFrom('user_vouchers').select('voucher_code').where('user_id', '=', ana.id).execute()).toEqual([]);
  expect(await t.app.db.selectFrom('welcomed_addresses').select('address_key').execute()).toEqual([]);

  await t.app.repositories.loyalty.giveVoucher(ana.id, 'AURORA10');
  const benefits = await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(ana.token) });
  expect(benefits.statusCode).toBe(200);
  expect(benefits.json().vouchers).toEqual([]);
});
