import { sql, type Kysely } from 'kysely';

/**
 * A contact message or job application sent again with the key of its form fill (a retry after an
 * answer lost on the way) is the one already stored: its restaurant is not told twice. Optional, so
 * a form built before the key still sends; unique among those that have one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_messages', 'job_applications']) {
    await sql`alter table ${sql.table(table)} add column idempotency_key text`.execute(db);
    await sql`create unique index ${sql.id(`${table}_idempotency_key`)} on ${sql.table(table)} (idempotency_key) where idempotency_key is not null`.execute(db);
  }
}
