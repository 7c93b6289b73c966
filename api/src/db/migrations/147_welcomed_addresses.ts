import type { Kysely } from 'kysely';

/**
 * The welcome voucher is given once per e-mail address, also when an account is deleted and the
 * address registers again. Deleting an account still erases the person: all that stays is a keyed
 * hash of the address (domain/account/rewarded-address.ts), no name, date or account id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('welcomed_addresses').addColumn('address_key', 'text', (c) => c.primaryKey()).execute();
}
