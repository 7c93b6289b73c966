import { createHash } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, emailedLinkId, putProfile, registerUser, type Registered } from '../../../helpers/accounts';
import { rewardedAddressKey } from '../../../../src/domain/account/rewarded-address';

// The welcome voucher is given once per e-mail address: deleting the account and registering the
// address again gives no second WELCOME20, while the deletion still erases the person.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
});
afterAll(() => t.close());

async function voucherCodes(token: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(token) });
  return res.json().vouchers.map((voucher: { code: string }) => voucher.code);
}
async function deleteAccount(user: Registered): Promise<void> {
  const res = await t.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(user.token), payload: { password: user.password } });
  expect(res.json()).toEqual({ deleted: true });
}
async function welcomedKeys(): Promise<string[]> {
  return (await t.app.db.selectFrom('welcomed_addresses').select('address_key').execute()).map((row) => row.address_key);
}

test('an address registered again after deleting its account gets no second welcome voucher, however it is written', async () => {
  const first = await registerUser(t.app, { email: 'returning@example.com' });
  expect(await voucherCodes(first.token)).toEqual(['WELCOME20']);
  await deleteAccount(first);

  const again = await registerUser(t.app, { email: 'Returning@EXAMPLE.com' });
  expect(await voucherCodes(again.token)).toEqual([]);
  // Nor can the new account type the code in: the welcome voucher is only its holders'.
  const check = await t.app.inject({ method: 'POST', url: '/public/vouchers/check', payload: { code: 'WELCOME20' }, headers: bearer(again.token) });
  expect([check.statusCode, check.json().message]).toEqual([422, 'This voucher belongs to another account and cannot be transferred.']);

  // Another address still receives its own.
  expect(await voucherCodes((await registerUser(t.app, { email: 'newcomer@example.com' })).token)).toEqual(['WELCOME20']);
});

test('what stays of a deleted account’s address is a keyed hash, never the address or the person', async () => {
  const user = await registerUser(t.app, { email: 'erased@example.com' });
  await deleteAccount(user);
  const keys = await welcomedKeys();
  expect(keys).toContain(rewardedAddressKey(' ERASED@example.com ', t.app.signingSecret));
  expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  expect(JSON.stringify(keys)).not.toMatch(/erased|example/);
  // Keyed with the server's secret: a plain sha256 of the address is not what is kept.
  expect(keys).not.toContain(createHash('sha256').update('erased@example.com').digest('hex'));
  const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ name: '', email: null, phone: '' });
  expect(await t.app.db.selectFrom('user_vouchers').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
});

test('an account that changed its address and was deleted leaves both addresses without a second welcome voucher', async () => {
  const user = await registerUser(t.app, { email: 'before@example.com' });
  await putProfile(t.app, user.token, { name: 'Ana Pop', email: 'after@example.com', phone: user.phone, password: user.password });
  await t.app.inject({ method: 'POST', url: '/public/auth/confirm-email', headers: bearer(user.token), payload: { id: await emailedLinkId(t.app, 'after@example.com', 'confirm-email') } });
  await deleteAccount(user);
  expect(await voucherCodes((await registerUser(t.app, { email: 'after@example.com' })).token)).toEqual([]);
  expect(await voucherCodes((await registerUser(t.app, { email: 'before@example.com' })).token)).toEqual([]);
});

test('an account welcomed before the addresses were kept (migration 147) leaves its address when deleted', async () => {
  const user = await registerUser(t.app, { email: 'early@example.com' });
  await t.app.db.deleteFrom('welcomed_addresses').execute();
  await deleteAccount(user);
  expect(await voucherCodes((await registerUser(t.app, { email: 'early@example.com' })).token)).toEqual([]);
});

test('deleting an account that never had the welcome voucher keeps nothing of its address', async () => {
  await t.app.db.updateTable('loyalty_settings').set({ welcome_voucher_code: null }).execute();
  try {
    const user = await registerUser(t.app, { email: 'unwelcomed@example.com' });
    const before = await welcomedKeys();
    await deleteAccount(user);
    expect(await welcomedKeys()).toEqual(before);
  } finally {
    await t.app.db.updateTable('loyalty_settings').set({ welcome_voucher_code: 'WELCOME20' }).execute();
  }
  // Once the brand offers one, the address registered again receives it: it never had it.
  expect(await voucherCodes((await registerUser(t.app, { email: 'unwelcomed@example.com' })).token)).toEqual(['WELCOME20']);
});
