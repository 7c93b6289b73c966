import { sql, type Kysely } from 'kysely';

/**
 * What a restaurant's notification needs beyond a customer's e-mail: the address a reply goes to
 * (the customer who booked, applied or wrote, not the shop's MAIL_FROM), and a job application's
 * CV, named by its file in the private uploads folder and read when the e-mail is sent, so the
 * outbox never holds the file itself. Null on every other message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox add column reply_to text, add column attachment_file text, add column attachment_name text`.execute(db);
}
