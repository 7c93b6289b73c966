import { randomUUID } from 'node:crypto';
import { bearer, registerUser } from '../../../helpers/accounts';
import { orderLine as line, pickupOrder } from '../../../helpers/orders';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A voucher lasts to the end of its last day at the store the customer orders from; where no store
// is named, on the brand's own clock (settings localization.time_zone). Here Old Town, the first
// store, stays in Bucharest, where it is already Thursday the 26th at 01:30, while Riverside moves
// to London, Wednesday the 25th at 23:30 and open until midnight. AURORA10 and WELCOME20 end with
// the 25th. Lemonade (24) is 15 at Riverside.
const WEDNESDAY_LATE_LONDON = new Date('2026-11-25T23:30:00Z');
const EXPIRED = 'This voucher code has expired.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => WEDNESDAY_LATE_LONDON });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
  await t.app.db.updateTable('stores').set({ time_zone: 'Europe/London' }).where('id', '=', 2).execute();
  await t.app.db.updateTable('opening_hours').set({ close: '23:59' }).where('store_id', '=', 2).execute();
  await t.app.db.updateTable('vouchers').set({ valid_from: null, valid_until: '2026-11-25' }).where('code', 'in', ['AURORA10', 'WELCOME20']).execute();
});
afterAll(() => t.close());

let caller = 0;
function order(storeId: number) {
  caller += 1;
  const body = pickupOrder({ store_id: storeId, payment_method: 'cash-pickup', voucher_code: 'AURORA10', products: [line(24, 2)] });
  return t.app.inject({
    method: 'POST', url: '/public/orders', payload: body, headers: { 'idempotency-key': randomUUID() }, remoteAddress: `10.31.0.${caller}`,
  });
}
function check(headers: Record<string, string>) {
  caller += 1;
  return t.app.inject({ method: 'POST', url: '/public/vouchers/check', payload: { code: 'AURORA10' }, headers, remoteAddress: `10.31.0.${caller}` });
}

test('an order just before midnight at a store in another time zone takes a voucher on its last day there', async () => {
  const res = await order(2);
  expect(res.json().fields).toBeUndefined();
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ voucher_code: 'AURORA10', total: 27 });
});

test('the check counts the day of the store it names, as the order at that store does', async () => {
  expect((await check({ 'x-store-id': '2' })).statusCode).toBe(200);
  const atOldTown = await check({ 'x-store-id': '1' });
  expect([atOldTown.statusCode, atOldTown.json().message]).toEqual([422, EXPIRED]);
  const ordered = await order(1);
  expect(ordered.json().fields).toMatchObject({ voucher_code: EXPIRED });
});

test('with no store named, the brand\'s own time zone tells the day, not its first store\'s', async () => {
  const brand = await t.app.db.selectFrom('website').select('time_zone').executeTakeFirstOrThrow();
  try {
    await t.app.db.updateTable('website').set({ time_zone: 'Europe/London' }).execute();
    t.app.answerCache.clear();
    expect((await check({})).statusCode).toBe(200);
  } finally {
    await t.app.db.updateTable('website').set({ time_zone: brand.time_zone }).execute();
    t.app.answerCache.clear();
  }
  const inBucharest = await check({});
  expect([inBucharest.statusCode, inBucharest.json().message]).toEqual([422, EXPIRED]);
});

test('the benefits page tells a voucher\'s state on the day of the store the customer orders from', async () => {
  const user = await registerUser(t.app);
  async function welcomeState(headers: Record<string, string>): Promise<unknown> {
    const res = await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: { ...bearer(user.token), ...headers } });
    expect(res.statusCode).toBe(200);
    return res.json().vouchers.find((voucher: { code: string }) => voucher.code === 'WELCOME20')?.state;
  }
  expect(await welcomeState({ 'x-store-id': '2' })).toBe('valid');
  expect(await welcomeState({ 'x-store-id': '1' })).toBe('expired');
  expect(await welcomeState({})).toBe('expired');
});
