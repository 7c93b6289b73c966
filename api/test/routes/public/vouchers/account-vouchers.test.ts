import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { assessOrder } from '../../../../src/domain/assess-order';
import { bearer, registerUser } from '../../../helpers/accounts';
import { openShopApp, orderLine, pickupOrder } from '../../../helpers/orders';
import type { TestApp } from '../../../helpers/test-app';

// Spec §5: one voucher per order, not transferable. WELCOME20 (−20 lei from 80) is what every new
// account receives: that account's own, used once. AURORA10 is given to nobody: a promotion.
// Two Margherita 40 cm at Old Town: 2 x (46 + 2) = 96, 76 with WELCOME20.
const WELCOME = pickupOrder({ voucher_code: 'WELCOME20', products: [orderLine(1, 2, 112)] });
const USED = 'You have already used this voucher on an earlier order.';
const SIGN_IN = 'This voucher belongs to an account: sign in to use it.';
const NOT_YOURS = 'This voucher belongs to another account and cannot be transferred.';

let t: TestApp;
beforeAll(async () => {
  t = await openShopApp();
});
afterAll(() => t.close());

let caller = 0;
/** Each call from its own address, clear of the per-address rate limits. */
function remoteAddress(): string {
  caller += 1;
  return `10.14.${Math.floor(caller / 250)}.${caller % 250}`;
}
function place(body: PlaceOrderRequest, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID(), ...headers }, remoteAddress: remoteAddress() });
}
function check(code: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/public/vouchers/check', payload: { code }, headers, remoteAddress: remoteAddress() });
}
async function ordersWith(code: string): Promise<number> {
  const row = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('voucher_code', '=', code).executeTakeFirstOrThrow();
  return Number(row.n);
}
async function benefitCodes(token: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(token) });
  return res.json().vouchers.map((voucher: { code: string }) => voucher.code);
}

test('the welcome voucher is an account’s even before any account received it: a guest is told to sign in, in their language', async () => {
  const refused = await place(WELCOME);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().fields).toEqual({ voucher_code: SIGN_IN });
  const worded = {
    es: 'Este vale pertenece a una cuenta: inicia sesión para usarlo.',
    lt: 'Šis kuponas priklauso paskyrai: prisijunkite, kad galėtumėte jį panaudoti.',
    ro: 'Acest voucher aparține unui cont: autentifică-te ca să-l folosești.',
  };
  for (const [language, message] of Object.entries(worded)) {
    expect((await place(WELCOME, { 'content-language': language })).json().fields).toEqual({ voucher_code: message });
    expect((await check('welcome20', { 'content-language': language })).json().message).toBe(message);
  }
  const checked = await check('WELCOME20');
  expect(checked.statusCode).toBe(422);
  expect(checked.json().message).toBe(SIGN_IN);
  expect(await ordersWith('WELCOME20')).toBe(0);
});

test('an account uses its voucher once: the order marks it used, then a second order and the check are refused and benefits list it as used', async () => {
  const holder = await registerUser(t.app);
  expect(await benefitCodes(holder.token)).toEqual(['WELCOME20']);
  expect((await check('WELCOME20', bearer(holder.token))).statusCode).toBe(200);

  const first = await place(WELCOME, bearer(holder.token));
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({ voucher_code: 'WELCOME20', voucher_value: 20, total: 76 });
  const order = await t.app.db.selectFrom('orders').select('id').where('token', '=', first.json().token).executeTakeFirstOrThrow();
  const mark = await t.app.db.selectFrom('user_vouchers').select(['used_order_id', 'used_at']).where('user_id', '=', holder.id).executeTakeFirstOrThrow();
  expect(mark.used_order_id).toBe(order.id);
  expect(mark.used_at).not.toBeNull();

  const again = await place(WELCOME, bearer(holder.token));
  expect(again.statusCode).toBe(422);
  expect(again.json()).toMatchObject({ message: USED, fields: { voucher_code: USED } });
  expect(await ordersWith('WELCOME20')).toBe(1);
  const checked = await check('WELCOME20', bearer(holder.token));
  expect(checked.statusCode).toBe(422);
  expect(checked.json().message).toBe(USED);
  // Still the customer's record: listed as used, when the order was placed, no longer valid to apply.
  const placedAt = (await t.app.db.selectFrom('orders').select('created_at').where('id', '=', order.id).executeTakeFirstOrThrow()).created_at;
  const benefits = await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(holder.token) });
  expect(benefits.json().vouchers).toEqual([
    expect.objectContaining({ code: 'WELCOME20', state: 'used', valid_now: false, used_at: new Date(placedAt).toISOString() }),
  ]);
  // The same order without the voucher is placed at full price.
  expect((await place({ ...WELCOME, voucher_code: null }, bearer(holder.token))).json()).toMatchObject({ voucher_value: 0, total: 96 });
});

test('two orders sent at once with the same voucher: exactly one is placed with it', async () => {
  const holder = await registerUser(t.app);
  const before = await ordersWith('WELCOME20');
  const answers = await Promise.all([place(WELCOME, bearer(holder.token)), place(WELCOME, bearer(holder.token))]);
  expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
  expect(answers.find((res) => res.statusCode === 422)?.json().fields).toEqual({ voucher_code: USED });
  expect(await ordersWith('WELCOME20')).toBe(before + 1);
});

test('two orders both checked before either is stored: storing the second finds the voucher used and stores nothing', async () => {
  const holder = await registerUser(t.app);
  const before = await ordersWith('WELCOME20');
  const [a, b] = await Promise.all([assessOrder(t.app, WELCOME, holder.id, 'en'), assessOrder(t.app, WELCOME, holder.id, 'en')]);
  if ('refusals' in a || 'refusals' in b) throw new Error('both orders should pass their checks');
  const key = () => ({ idempotency_key: randomUUID(), request_hash: 'x', user_id: holder.id });
  const stored = await t.app.repositories.orders.insert({ ...a.draft, ...key() }, a.limits);
  expect(stored).toHaveProperty('stored');
  expect(await t.app.repositories.orders.insert({ ...b.draft, ...key() }, b.limits)).toBe('voucher_used');
  expect(await ordersWith('WELCOME20')).toBe(before + 1);
});

test('a voucher given to one account is not transferable: another account and a guest are refused', async () => {
  const [ana, bob] = [await registerUser(t.app), await registerUser(t.app)];
  await t.app.repositories.loyalty.giveVoucher(ana.id, 'NOBEER15');
  const nobeer = pickupOrder({ voucher_code: 'NOBEER15' });

  expect((await place(nobeer, bearer(bob.token))).json().fields).toEqual({ voucher_code: NOT_YOURS });
  expect((await check('NOBEER15', bearer(bob.token))).json().message).toBe(NOT_YOURS);
  expect((await place(nobeer)).json().fields).toEqual({ voucher_code: SIGN_IN });
  expect(await ordersWith('NOBEER15')).toBe(0);
  expect((await place(nobeer, bearer(ana.token))).statusCode).toBe(201);
});

test('a code given to no account stays a promotion: guests and accounts use it order after order', async () => {
  const customer = await registerUser(t.app);
  const aurora = pickupOrder({ voucher_code: 'AURORA10', products: [orderLine(1, 2, 112)] });
  for (const headers of [{}, {}, bearer(customer.token), bearer(customer.token)]) {
    const res = await place(aurora, headers);
    expect(res.statusCode).toBe(201);
    // 10% of the pizzas' 92 (packaging not included).
    expect(res.json()).toMatchObject({ voucher_code: 'AURORA10', voucher_value: 9.2 });
  }
  expect((await check('AURORA10')).statusCode).toBe(200);
});
