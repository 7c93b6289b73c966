import { sql, type Kysely } from 'kysely';

/**
 * An unpaid order may change its payment method after a failed attempt (issue 5: a decline, then
 * success with another method). Its payment for the old method is kept, marked replaced, and a new
 * one may be made: still one open payment per order at any time (the partial unique index), so 100
 * concurrent "pay" requests still make one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('replaced_at', 'timestamptz').execute();
  await db.schema.alterTable('payments').dropConstraint('payments_order_id_key').execute();
  await db.schema
    .createIndex('payments_open_per_order')
    .on('payments')
    .column('order_id')
    .unique()
    .where(sql.ref('replaced_at'), 'is', null)
    .execute();
}
