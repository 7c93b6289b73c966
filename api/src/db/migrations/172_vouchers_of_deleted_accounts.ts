import type { Kysely } from 'kysely';

/**
 * A voucher given to an account stays that account's when the account is deleted (spec §5: not
 * transferable): a code given to no account is a public promotion, free for anyone, so deleting its
 * holder must not make it one. Deleting an account still erases the person: the account's voucher
 * rows go, and all that stays is that the code was given to an account, no account id or date
 * (as with the addresses of migrations 147 and 161).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vouchers_of_deleted_accounts')
    .addColumn('voucher_code', 'text', (c) => c.primaryKey().references('vouchers.code').onDelete('cascade'))
    .execute();
}
