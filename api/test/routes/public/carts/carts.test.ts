import { createHash } from 'node:crypto';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import type { Voucher } from 'shared-contracts/types/voucher';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

function saveCart(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/public/carts', payload: payload as object });
}

function line(id: number, price: number, quantity: number, categoryId: number): CartProduct {
  return {
    id, name: `Product ${id}`, quantity, price, pack_price: null, options: [], categories: [{ id: categoryId }],
    age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
  };
}

/** What the browser holds: a copy of the voucher it applied. Only the code is trusted. */
function voucherCopy(code: string, overrides: Partial<Voucher> = {}): Voucher {
  return {
    code, value_type: 'products', value: 0, value_currency: 0, category_id: null, exclude_category_id: null,
    no_of_free_products: 5, already_used_products: 0, already_used_modifier_options: 0, free_products: [],
    free_modifier_options: [], free_categories: [], min_order_value: 0, for_delivery: true, valid_from: null,
    valid_until: null, ...overrides,
  };
}

test('a new cart gets a fresh 32-byte token and loads back unchanged', async () => {
  const cart = { ...emptyCart(), products: [line(1, 32, 2, 1)], traffic_source: 'newsletter' };
  const saved = await saveCart({ json_object: JSON.stringify(cart) });
  expect(saved.statusCode).toBe(200);
  const { token, discount_free_products } = saved.json();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(discount_free_products).toBeNull();

  const loaded = await t.app.inject({ method: 'GET', url: `/public/carts?token=${encodeURIComponent(token)}` });
  expect(loaded.statusCode).toBe(200);
  expect(loaded.json().token).toBe(token);
  expect(JSON.parse(loaded.json().json_object)).toEqual(cart);
});

test('saving again with the token updates the same cart', async () => {
  const first = (await saveCart({ json_object: JSON.stringify({ ...emptyCart(), name: 'Ana' }) })).json();
  const second = (await saveCart({ token: first.token, json_object: JSON.stringify({ ...emptyCart(), name: 'Ioana' }) })).json();
  expect(second.token).toBe(first.token);
  const loaded = await t.app.inject({ method: 'GET', url: `/public/carts?token=${encodeURIComponent(first.token)}` });
  expect(JSON.parse(loaded.json().json_object).name).toBe('Ioana');
});

test('the token is stored only as its sha256', async () => {
  const { token } = (await saveCart({ json_object: JSON.stringify(emptyCart()) })).json();
  const rows = await t.app.db.selectFrom('carts').select('token_hash').execute();
  const hashes = rows.map((r) => r.token_hash);
  expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
  expect(hashes).not.toContain(token);
});

test('an unknown token in the body starts a new cart instead of failing', async () => {
  const res = await saveCart({ token: 'no-such-token', json_object: JSON.stringify(emptyCart()) });
  expect(res.statusCode).toBe(200);
  expect(res.json().token).not.toBe('no-such-token');
});

test('discount_free_products is computed from the voucher the code names, not the cart copy', async () => {
  const cart = {
    ...emptyCart(),
    products: [line(24, 14, 2, 5), line(25, 10, 1, 5)],
    // The copy claims cola is free too; the seeded FREELEMONADE gives one lemonade only.
    voucher: voucherCopy('FREELEMONADE', { free_products: [24, 25], no_of_free_products: 5 }),
  };
  const res = await saveCart({ json_object: JSON.stringify(cart) });
  expect(res.json().discount_free_products).toEqual({ name: 'FREELEMONADE', value: 14 });
});

test('a malformed line beside a voucher is left out of the discount, not a server error', async () => {
  const { sizes: _sizes, ...noSizes } = line(24, 14, 1, 5);
  const malformed = [noSizes, { ...line(24, 14, 1, 5), selected_size: undefined }, { ...line(24, 14, 1, 5), options: [{ id: 1 }] }, null, 'lemonade'];
  const cart = { ...emptyCart(), products: [...malformed, line(24, 14, 1, 5)], voucher: voucherCopy('FREELEMONADE') };
  const res = await saveCart({ json_object: JSON.stringify(cart) });
  expect(res.statusCode).toBe(200);
  // The one well-formed lemonade is free; the malformed lines are reported as such.
  expect(res.json().discount_free_products).toEqual({ name: 'FREELEMONADE', value: 14 });
  expect(res.json().invalid_products.filter((p: { violations: { rule: string }[] }) => p.violations[0]?.rule === 'malformed').length).toBeGreaterThan(0);
});

test('an expired or unknown voucher gives no free products', async () => {
  const cart = { ...emptyCart(), products: [line(24, 14, 1, 5)], voucher: voucherCopy('NOPE', { free_products: [24] }) };
  expect((await saveCart({ json_object: JSON.stringify(cart) })).json().discount_free_products).toBeNull();
});

test('json_object must be JSON text of an object (422 with a message)', async () => {
  const notJson = await saveCart({ json_object: '{not json' });
  expect(notJson.statusCode).toBe(422);
  expect(notJson.json().message).toBe('Field "json_object" must be the cart as JSON text, but it is not valid JSON.');
  const list = await saveCart({ json_object: '[1,2]' });
  expect(list.statusCode).toBe(422);
  expect(list.json().message).toBe('Field "json_object" must be a JSON object (the cart), not a list or a single value.');
  const missing = await saveCart({ token: 'x' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe('Field "json_object" is required.');
});

test('a cart above 256 KB is refused, in the customer\'s language as it is their cart', async () => {
  const big = JSON.stringify({ ...emptyCart(), informations: 'x'.repeat(256 * 1024) });
  const res = await saveCart({ json_object: big });
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toBe('Your cart is too large to save. Please remove some products.');
  const inLanguage = async (language: string) =>
    (await t.app.inject({ method: 'POST', url: '/public/carts', headers: { 'content-language': language }, payload: { json_object: big } })).json().message;
  expect(await inLanguage('es')).toBe('Tu carrito es demasiado grande para guardarlo. Quita algunos productos.');
  expect(await inLanguage('lt')).toBe('Jūsų krepšelis per didelis, kad būtų išsaugotas. Pašalinkite dalį produktų.');
  expect(await inLanguage('ro')).toBe('Coșul tău este prea mare pentru a fi salvat. Te rugăm să elimini câteva produse.');
});

test('an unknown or missing token on load is a 404 / 400 with a message', async () => {
  const unknown = await t.app.inject({ method: 'GET', url: '/public/carts?token=unknown' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cart not found' });
  const missing = await t.app.inject({ method: 'GET', url: '/public/carts' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe('Query parameter "token" is required.');
});
