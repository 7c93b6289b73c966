import { sql, type Kysely } from 'kysely';

/**
 * The payments whose money all went back to the buyer (a refund of the whole amount, or a
 * reversal). A split group order is paid share by share (spec §4), each by its own payment: one of
 * them going back takes back the points it earned, once (its row here), and the order's money has
 * all gone back (orders.money_returned_at, migration 169) only when every payment that paid it is
 * here.
 *
 * Orders whose money all went back before this table get a row for each payment that paid them
 * (succeeded, not closed), so a refund told again is not taken as the first. A participant's share
 * whose money went back before this table while the rest of its order's money stood cannot be
 * known from the data (nothing recorded it): it gets no row, and its order's money never counts as
 * all gone back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('returned_payments')
    .addColumn('payment_id', 'integer', (c) => c.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('returned_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`
    insert into returned_payments (payment_id, returned_at)
    select payments.id, orders.money_returned_at from payments
    join orders on orders.id = payments.order_id
    where orders.money_returned_at is not null and payments.status = 'succeeded' and payments.replaced_at is null
  `.execute(db);
}
