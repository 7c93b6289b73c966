import { sql, type Kysely } from 'kysely';

/**
 * A start or join sent again under its Idempotency-Key after its answer was lost answers the
 * participant it made (their token derives from the key): each keeps the hash of the request that
 * made them, so the same key sent with another request is refused rather than answered with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table group_order_participants add column request_hash text`.execute(db);
}
