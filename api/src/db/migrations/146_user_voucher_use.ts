import { sql, type Kysely } from 'kysely';

/**
 * A voucher given to an account is used once (spec §5: not combinable or transferable): placing an
 * order with it stamps the account's row with that order, in the order's own transaction.
 * used_at is what marks it used; the order id stays for the record (null if the order is erased).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_vouchers')
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .execute();
  // Whether a code was given to any account decides who may use it (a promotion, or an account's own).
  await db.schema.createIndex('user_vouchers_by_code').on('user_vouchers').column('voucher_code').execute();
  await sql`alter table user_vouchers add constraint user_vouchers_used_with_order check (used_order_id is null or used_at is not null)`.execute(db);
}
