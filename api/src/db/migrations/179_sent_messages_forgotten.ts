import { sql, type Kysely } from 'kysely';

/**
 * The words of the messages sent before a sent message kept only that it went (outbox-repository's
 * markSent): live password-reset and registration links, codes, names and addresses, readable by
 * anyone with the database or a backup. Refused ones keep theirs (staff read what did not come).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update outbox set subject = '', body = '', reply_to = null, attachment_file = null, attachment_name = null
    where sent_at is not null and (body <> '' or subject <> '' or reply_to is not null or attachment_file is not null or attachment_name is not null)
  `.execute(db);
}
