import { jest } from '@jest/globals';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A cart's free products are counted on the day at the cart's store, else on the brand's
// (Bucharest, UTC+2 in November), the day POST public/vouchers/check uses: at 22:30 UTC on the 25th
// it is already the 26th at the shop. FREELEMONADE gives one lemonade (24, 14) away.
const LATE_EVENING_UTC = new Date('2026-11-25T22:30:00Z');

let clock = LATE_EVENING_UTC;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, answerCacheSeconds: 5 });
});
afterAll(() => t.close());
afterEach(async () => {
  clock = LATE_EVENING_UTC;
  await t.app.db.updateTable('vouchers').set({ valid_from: null, valid_until: null }).where('code', '=', 'FREELEMONADE').execute();
  await t.app.db.updateTable('stores').set({ time_zone: 'Europe/Bucharest' }).execute();
  await t.app.db.updateTable('website').set({ time_zone: 'Europe/Bucharest' }).execute();
  t.app.answerCache.clear();
});

const lemonade: CartProduct = {
  id: 24, name: 'House lemonade', quantity: 1, price: 14, pack_price: null, options: [], categories: [{ id: 5 }],
  age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
};

async function freeProducts(storeId: number | null = null): Promise<unknown> {
  const cart = { ...emptyCart(), store_id: storeId, products: [lemonade], voucher: { code: 'FREELEMONADE' } };
  const res = await t.app.inject({ method: 'POST', url: '/public/carts', payload: { json_object: JSON.stringify(cart) } });
  expect(res.statusCode).toBe(200);
  return res.json().discount_free_products;
}

async function validOnly(from: string | null, until: string | null): Promise<void> {
  await t.app.db.updateTable('vouchers').set({ valid_from: from, valid_until: until }).where('code', '=', 'FREELEMONADE').execute();
}

test('a voucher valid from the shop\'s new day counts before midnight UTC', async () => {
  await validOnly('2026-11-26', null);
  expect(await freeProducts()).toEqual({ name: 'FREELEMONADE', value: 14 });
});

test('a voucher that ended with the shop\'s previous day no longer counts, though UTC is still on it', async () => {
  await validOnly(null, '2026-11-25');
  expect(await freeProducts()).toBeNull();
});

test('a cart at a store in another time zone counts that store\'s day', async () => {
  await validOnly(null, '2026-11-25');
  // London is at 22:30 on the 25th, the voucher's last day there; the first store is past midnight.
  await t.app.db.updateTable('stores').set({ time_zone: 'Europe/London' }).where('id', '=', 2).execute();
  expect(await freeProducts(2)).toEqual({ name: 'FREELEMONADE', value: 14 });
  expect(await freeProducts(1)).toBeNull();
  expect(await freeProducts()).toBeNull();
});

test('the kept time zones follow a change of the stores and of the brand, when the kept settings end', async () => {
  await validOnly('2026-11-26', null);
  expect(await freeProducts(1)).toEqual({ name: 'FREELEMONADE', value: 14 });
  expect(await freeProducts()).toEqual({ name: 'FREELEMONADE', value: 14 });
  // West of UTC the shop is still on the 25th.
  await t.app.db.updateTable('stores').set({ time_zone: 'America/New_York' }).execute();
  await t.app.db.updateTable('website').set({ time_zone: 'America/New_York' }).execute();
  clock = new Date('2026-11-25T22:30:02Z');
  expect(await freeProducts(1)).toEqual({ name: 'FREELEMONADE', value: 14 });
  expect(await freeProducts()).toEqual({ name: 'FREELEMONADE', value: 14 });
  clock = new Date('2026-11-25T22:30:06Z');
  expect(await freeProducts(1)).toBeNull();
  expect(await freeProducts()).toBeNull();
});

test('the shop\'s day adds no read of the stores to a cart save while the settings are kept', async () => {
  await freeProducts(1);
  const reads = jest.spyOn(t.app.repositories.stores, 'all');
  try {
    await freeProducts(1);
    const withVoucher = reads.mock.calls.length;
    reads.mockClear();
    const cart = { ...emptyCart(), products: [lemonade] };
    await t.app.inject({ method: 'POST', url: '/public/carts', payload: { json_object: JSON.stringify(cart) } });
    expect(withVoucher).toBe(reads.mock.calls.length);
  } finally {
    reads.mockRestore();
  }
});
