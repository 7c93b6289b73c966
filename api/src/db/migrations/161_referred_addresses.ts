import type { Kysely } from 'kysely';

/**
 * Referral points are credited once per friend's e-mail address (spec §9 "on a friend's first
 * order"), also when the friend deletes their account and registers the address again with the
 * same code. As with the welcome voucher (migration 147), all that stays is a keyed hash of the
 * address (domain/account/rewarded-address.ts): no name, date or account id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('referred_addresses').addColumn('address_key', 'text', (c) => c.primaryKey()).execute();
}
