import { sql, type Kysely } from 'kysely';

/**
 * A participant's addition sent again after its answer was lost (the same Idempotency-Key) answers
 * the line it added instead of adding it twice: each line keeps the key it was added under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table group_order_products add column add_key text`.execute(db);
  await sql`create unique index group_order_products_add_key on group_order_products (participant_id, add_key)`.execute(db);
}
