import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { prepareDatabase } from '../../src/db/prepare-database';
import type { Database } from '../../src/db/schema';
import { ordersRepository } from '../../src/repositories/orders-repository';
import { orderDraft } from '../helpers/orders';
import { dropSchema } from '../helpers/test-app';

const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `test_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
let db: Kysely<Database>;

beforeAll(async () => {
  db = await openDatabase({ pgliteDir: 'memory://', ...(databaseUrl ? { databaseUrl } : {}), ...(schema ? { schema } : {}) });
  await prepareDatabase(db, schema);
});
afterAll(async () => {
  await db.destroy();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
});

const user = (name: string, referredBy: number | null = null) =>
  db.insertInto('users').values({ name, email: `${name}@example.com`, password_hash: null, phone_validated_at: null, referral_code: null, referred_by: referredBy, deleted_at: null })
    .returning('id').executeTakeFirstOrThrow().then((row) => row.id);

async function orderOf(userId: number, token: string): Promise<number> {
  await ordersRepository(db).insert(orderDraft(token, { name: 'Friend', email: 'friend@example.com', user_id: userId }), { ordersPerSlot: null, points: null });
  return (await db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow()).id;
}

test('a database that credited a friend twice before migration 062 keeps both rows and gets the unique index', async () => {
  // Back to how such a database looked: no friend column, 062 not yet run.
  await db.schema.alterTable('points_ledger').dropColumn('referred_user_id').execute();
  const migrations = schema ? `"${schema}".kysely_migration` : 'kysely_migration';
  await sql.raw(`delete from ${migrations} where name = '062_one_referral_per_friend'`).execute(db);
  const referrer = await user('referrer');
  const friend = await user('friend', referrer);
  const [fifth, sixth] = [await orderOf(friend, 'friend-order-5-aaaaaaaaaaaaa'), await orderOf(friend, 'friend-order-6-aaaaaaaaaaaaa')];
  // The bug: order 6 paid before 5 credited the referrer for both.
  for (const order_id of [sixth, fifth]) {
    await sql`insert into points_ledger (user_id, points, reason, order_id) values (${referrer}, 50, 'referral', ${order_id})`.execute(db);
  }

  expect(await migrateToLatest(db, schema)).toEqual(['062_one_referral_per_friend']);
  const rows = await db.selectFrom('points_ledger').select(['order_id', 'referred_user_id']).where('user_id', '=', referrer).orderBy('id').execute();
  expect(rows).toEqual([{ order_id: sixth, referred_user_id: friend }, { order_id: fifth, referred_user_id: null }]);
  const seventh = await orderOf(friend, 'friend-order-7-aaaaaaaaaaaaa');
  await expect(
    db.insertInto('points_ledger').values({ user_id: referrer, points: 50, reason: 'referral', order_id: seventh, referred_user_id: friend }).execute(),
  ).rejects.toThrow(/points_ledger_one_referral_per_friend/);
});
