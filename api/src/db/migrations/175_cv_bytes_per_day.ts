import { sql, type Kysely } from 'kysely';

/**
 * The bytes of the CVs stored on each of the brand's days (YYYY-MM-DD), counted in the transaction
 * that stores the application, so every API process sees one count and a day holds at most
 * CV_BYTES_PER_DAY (domain/cv-bytes-per-day). The index finds the CVs an e-mail still has to carry
 * (neither sent nor refused for good): those are never deleted (domain/cv-retention).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cv_bytes_per_day')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index outbox_attachment_to_deliver on outbox (attachment_file) where attachment_file is not null and sent_at is null and failed_at is null`.execute(
    db,
  );
}
