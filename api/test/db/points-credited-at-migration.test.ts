import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { ordersRepository } from '../../src/repositories/orders-repository';
import { openMigrationDatabase, type MigrationDatabase } from '../helpers/migration-database';
import { orderDraft } from '../helpers/orders';

/** Migration 164: paid orders older than the round of missed credits looks back are taken as credited. */
let m: MigrationDatabase;
beforeAll(async () => {
  m = await openMigrationDatabase();
});
afterAll(() => m.close());

async function paidOrder(token: string, paidDaysAgo: number): Promise<number> {
  await ordersRepository(m.db).insert(orderDraft(token), { ordersPerSlot: null, points: null });
  const paidAt = new Date(Date.now() - paidDaysAgo * 24 * 3600_000);
  return (await m.db.updateTable('orders').set({ paid_at: paidAt }).where('token', '=', token).returning('id').executeTakeFirstOrThrow()).id;
}

test('orders paid over 30 days before are marked credited; recent ones are left to the round', async () => {
  // Back to a database before 164: no column, no index.
  await sql`alter table orders drop column points_credited_at`.execute(m.db);
  await m.forget('164_points_credited_at');
  const old = await paidOrder('credited-old-aaaaaaaaaaaaaa', 40);
  const recent = await paidOrder('credited-recent-aaaaaaaaaaa', 2);

  expect(await migrateToLatest(m.db, m.schema)).toEqual(['164_points_credited_at']);
  const marked = await m.db.selectFrom('orders').select(['id', 'paid_at', 'points_credited_at']).where('id', 'in', [old, recent]).orderBy('id').execute();
  expect(marked.map((row) => row.points_credited_at)).toEqual([marked[0]!.paid_at, null]);
});
