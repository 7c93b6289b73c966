import { sql } from 'kysely';
import { openMigrationDatabase, type MigrationDatabase } from '../helpers/migration-database';

/**
 * Migration 176: the hot paths' indexes are there after migrating, keyed and limited as the
 * queries they serve need. Presence only: `node bench/run.mjs --only hot-path-plans` shows the
 * planner taking them and what they save (bench/RESULTS.md).
 */
let m: MigrationDatabase;
beforeAll(async () => {
  m = await openMigrationDatabase();
});
afterAll(() => m.close());

async function definitionOf(name: string): Promise<string | undefined> {
  const { rows } = await sql<{ indexdef: string }>`
    select indexdef from pg_indexes where schemaname = ${m.schema ?? 'public'} and indexname = ${name}
  `.execute(m.db);
  // Without the schema's name, the same under PGlite and in a test schema of PostgreSQL.
  return rows[0]?.indexdef.replace(/ ON \S+ USING/, ' ON USING');
}

test.each([
  ['payments_by_order', 'ON USING btree (order_id, updated_at)'],
  ['orders_unpaid_online', 'ON USING btree (overdue_checked_at NULLS FIRST, created_at) WHERE ((paid_at IS NULL) AND (abandoned_at IS NULL)'],
  ['outbox_to_deliver', 'ON USING btree (channel, attempts, id) WHERE ((sent_at IS NULL) AND (failed_at IS NULL))'],
  ['outbox_held_for_order', 'ON USING btree (held_for_order_id) WHERE (held_for_order_id IS NOT NULL)'],
  ['points_ledger_by_user', 'ON USING btree (user_id, id)'],
  ['user_vouchers_by_used_order', 'ON USING btree (used_order_id) WHERE (used_order_id IS NOT NULL)'],
])('index %s is there: %s', async (name, definition) => {
  expect(await definitionOf(name)).toContain(definition);
});
