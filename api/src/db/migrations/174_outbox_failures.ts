import { sql, type Kysely } from 'kysely';

/**
 * What a sender learnt of a message it could not deliver. `attempts` counts the rounds that failed
 * for now (a server down, a 4xx): the next round takes the least tried first, so a message that
 * keeps failing never holds back the ones behind it. `failed_at` and `failure` mark one refused
 * for good (a 5xx, an address that is no address): kept, with the server's reason, and not tried
 * again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox add column attempts integer not null default 0`.execute(db);
  await sql`alter table outbox add column failed_at timestamptz`.execute(db);
  await sql`alter table outbox add column failure text`.execute(db);
}
