import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { prepareDatabase } from '../../src/db/prepare-database';
import type { Database } from '../../src/db/schema';
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

const allergensOf = async (id: number) =>
  (await db.selectFrom('options').select('allergens').where('id', '=', id).executeTakeFirstOrThrow()).allergens;

test('a fresh database gets option allergens from the seed', async () => {
  await prepareDatabase(db, schema);
  expect(await allergensOf(1001)).toEqual([2]); // extra mozzarella: dairy
  expect(await allergensOf(19023)).toEqual([10]); // side salad: mustard
  expect(await allergensOf(1002)).toEqual([]);
});

test('a database seeded before migration 010 gets them from the migration', async () => {
  // Back to how such a database looked: no allergens column, 010 not yet run.
  await db.schema.alterTable('options').dropColumn('allergens').execute();
  const migrations = schema ? `"${schema}".kysely_migration` : 'kysely_migration';
  await sql.raw(`delete from ${migrations} where name = '010_option_allergens'`).execute(db);

  expect(await migrateToLatest(db, schema)).toEqual(['010_option_allergens']);
  expect(await allergensOf(1001)).toEqual([2]);
  expect(await allergensOf(29031)).toEqual([1]); // oat milk: gluten
});
