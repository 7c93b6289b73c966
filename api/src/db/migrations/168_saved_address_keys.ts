import { sql, type Kysely } from 'kysely';

/**
 * A saved delivery address added again under the Idempotency-Key of its form fill (a retry after an
 * answer lost on the way) is the one already added: not a second copy, nor "addresses full" for the
 * place it took. Each keeps the key and the hash of the request that added it (as a contact
 * message does, migrations 155 and 167). Null for the addresses added before, and for replacements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table delivery_addresses add column idempotency_key text`.execute(db);
  await sql`alter table delivery_addresses add column request_hash text`.execute(db);
  await sql`create unique index delivery_addresses_idempotency_key on delivery_addresses (user_id, idempotency_key) where idempotency_key is not null`.execute(db);
}
