import { sql, type Kysely } from 'kysely';

/**
 * A booking, application or contact message kept under its Idempotency-Key keeps the hash of the
 * request that made it, so the same key sent with another request is refused rather than answered
 * with the first one, as an order's is (request_hash, migration 040). Null for the rows kept before:
 * they answer any retry, as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reservations', 'event_reservations', 'contact_messages', 'job_applications']) {
    await sql`alter table ${sql.table(table)} add column request_hash text`.execute(db);
  }
}
