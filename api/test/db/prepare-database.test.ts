import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { prepareDatabase } from '../../src/db/prepare-database';
import type { Database } from '../../src/db/schema';
import { runSeed } from '../../src/db/seed/run-seed';
import { dropSchema } from '../helpers/test-app';

const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `test_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
let db: Kysely<Database>;

beforeAll(async () => {
  db = await openDatabase({
    pgliteDir: 'memory://',
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(schema ? { schema } : {}),
  });
});
afterAll(async () => {
  await db.destroy();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
});

async function count(table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

test('migrations run once, and running them again changes nothing', async () => {
  // Teams append migrations in their own number ranges; these must be there, in this order.
  const ran = await migrateToLatest(db, schema);
  expect(ran.slice(0, 7)).toEqual([
    '001_brand_and_stores',
    '002_catalog',
    '003_vouchers_and_redirects',
    '004_carts',
    '005_seeds',
    '006_outbox',
    '007_demo_trackers',
  ]);
  expect(await migrateToLatest(db, schema)).toEqual([]);
});

test('the seed runs once; a second run (and a full prepare) adds nothing', async () => {
  expect(await runSeed(db)).toBe(true);
  // The seed steps that follow the brand's (products added later, loyalty, tables) run once too.
  await prepareDatabase(db, schema);
  const before = await Promise.all((['products', 'product_stores', 'options', 'vouchers'] as const).map(count));
  expect(await runSeed(db)).toBe(false);
  await prepareDatabase(db, schema);
  const after = await Promise.all((['products', 'product_stores', 'options', 'vouchers'] as const).map(count));
  expect(after).toEqual(before);
});

test('one product needs advance ordering and one is sold for today only, in both stores', async () => {
  const timed = await db
    .selectFrom('products').select(['id', 'only_for_later', 'today_only'])
    .where((eb) => eb.or([eb('only_for_later', '=', true), eb('today_only', '=', true)])).orderBy('id').execute();
  expect(timed).toEqual([
    { id: 41, only_for_later: true, today_only: false },
    { id: 42, only_for_later: false, today_only: true },
  ]);
  const sold = await db.selectFrom('product_stores').select(['product_id', 'store_id']).where('product_id', 'in', [41, 42]).execute();
  expect(sold).toHaveLength(4);
});

test('the seed holds the catalogue the storefront is built against', async () => {
  expect(await count('products')).toBeGreaterThanOrEqual(40);
  expect(await count('menus')).toBe(3);
  expect(await count('categories')).toBe(8);
  expect(await count('stores')).toBe(2);
  // Every product is sold in both stores.
  expect(await count('product_stores')).toBe((await count('products')) * 2);

  const allergens = await db.selectFrom('products').select('allergens').execute();
  const used = new Set(allergens.flatMap((row) => row.allergens));
  expect([...used].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);

  const valueTypes = await db.selectFrom('vouchers').select('value_type').distinct().execute();
  expect(valueTypes.map((v) => v.value_type).sort()).toEqual(['categories', 'currency', 'modifier_options', 'percent', 'products']);

  const required = await db.selectFrom('option_groups').select('id').where('min_options', '>=', 1).execute();
  expect(required.length).toBeGreaterThan(0);
  const soldOut = await db.selectFrom('product_stores').select('id').where('in_stock', '=', false).execute();
  expect(soldOut.length).toBeGreaterThan(0);
  const areas = await db.selectFrom('delivery_areas').select('fee_type').execute();
  expect(areas.map((a) => a.fee_type).sort()).toEqual(['fixed', 'range']);
});
