import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import { bearer, registerUser, type Registered } from '../../../helpers/accounts';
import { openShopApp, pickupOrder } from '../../../helpers/orders';
import { nextAddress } from '../../../helpers/placed-order';
import type { TestApp } from '../../../helpers/test-app';

// Spec §5: vouchers are not transferable. A voucher given to an account stays that account's when
// the account is deleted: the code must not turn into a public promotion (a code given to no
// account, which anyone uses, order after order), while the deletion still erases the person.
const SIGN_IN = 'This voucher belongs to an account: sign in to use it.';
const NOT_YOURS = 'This voucher belongs to another account and cannot be transferred.';
const NOBEER = pickupOrder({ voucher_code: 'NOBEER15' });

let t: TestApp;
beforeAll(async () => {
  t = await openShopApp();
});
afterAll(() => t.close());

function place(body: PlaceOrderRequest, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID(), ...headers }, remoteAddress: nextAddress() });
}
async function check(code: string, headers: Record<string, string> = {}): Promise<[number, string | undefined]> {
  const res = await t.app.inject({ method: 'POST', url: '/public/vouchers/check', payload: { code }, headers, remoteAddress: nextAddress() });
  return [res.statusCode, res.statusCode === 200 ? undefined : res.json().message];
}
async function deleteAccount(user: Registered): Promise<void> {
  const res = await t.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(user.token), payload: { password: user.password } });
  expect([res.statusCode, res.json()]).toEqual([200, { deleted: true }]);
}
async function ordersWith(code: string): Promise<number> {
  const row = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('voucher_code', '=', code).executeTakeFirstOrThrow();
  return Number(row.n);
}
async function benefitCodes(token: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(token) });
  return res.json().vouchers.map((voucher: { code: string }) => voucher.code);
}

test('a personal voucher whose holder deleted the account is no one’s: a guest and another account are still refused, at the check and the order', async () => {
  const [ana, bob] = [await registerUser(t.app), await registerUser(t.app)];
  await t.app.repositories.loyalty.giveVoucher(ana.id, 'NOBEER15');
  expect(await check('NOBEER15')).toEqual([422, SIGN_IN]);

  await deleteAccount(ana);

  expect(await check('NOBEER15')).toEqual([422, SIGN_IN]);
  expect(await check('NOBEER15', bearer(bob.token))).toEqual([422, NOT_YOURS]);
  expect((await place(NOBEER)).json().fields).toEqual({ voucher_code: SIGN_IN });
  expect((await place(NOBEER, bearer(bob.token))).json().fields).toEqual({ voucher_code: NOT_YOURS });
  expect(await ordersWith('NOBEER15')).toBe(0);

  // Ana's address registered again is a new account: the voucher is not among its benefits, nor its to use.
  const again = await registerUser(t.app, { email: ana.email, phone: ana.phone });
  expect(await benefitCodes(again.token)).not.toContain('NOBEER15');
  expect(await check('NOBEER15', bearer(again.token))).toEqual([422, NOT_YOURS]);
});

test('the deletion still erases the person: no voucher row of the account stays, only that the code was given, with no account or date', async () => {
  const holder = await registerUser(t.app);
  await t.app.repositories.loyalty.giveVoucher(holder.id, 'NOBEER15');
  const placed = await place(NOBEER, bearer(holder.token));
  expect(placed.statusCode).toBe(201);
  // Handed over the day before (an order still to hand over keeps the account).
  await t.app.db.updateTable('orders').set({ created_at: new Date('2026-11-24T10:00:00Z') }).where('token', '=', placed.json().token).execute();

  await deleteAccount(holder);

  expect(await t.app.db.selectFrom('user_vouchers').selectAll().where('user_id', '=', holder.id).execute()).toEqual([]);
  const kept = await t.app.db.selectFrom('vouchers_of_deleted_accounts').selectAll().orderBy('voucher_code').execute();
  // WELCOME20 came with the registration; a code is kept once, however many deleted accounts had it.
  expect(kept).toEqual([{ voucher_code: 'NOBEER15' }, { voucher_code: 'WELCOME20' }]);
  expect(await check('NOBEER15')).toEqual([422, SIGN_IN]);
});
