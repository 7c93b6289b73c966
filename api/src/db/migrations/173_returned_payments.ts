import type { Kysely } from 'kysely';

/**
 * The payments whose money all went back to the buyer (a refund of the whole amount, or a
 * reversal). A split group order is paid share by share (spec §4), each by its own payment: one of
 * them going back takes back the points it earned, once (its row here), and the order's money has
 * all gone back (orders.money_returned_at, migration 169) only when every payment that paid it is
 * here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('returned_payments')
    .addColumn('payment_id', 'integer', (c) => c.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('returned_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
