import { sql, type Kysely } from 'kysely';

/**
 * The money of group orders (issue 7). A completed group order is placed as one order
 * (group_orders.order_id, unique: one order per group order, set once), stored with each
 * participant's share of it. A share paid by its participant has a token of its own under which it
 * is paid through the payments side; its payment is a row of `payments` beside the order's own
 * payment: share_id names the share, and the order's own payment stays one per order (the unique
 * open order_id of migration 071 becomes unique among open rows without a share).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('group_orders')
    .addColumn('order_id', 'integer', (c) => c.unique().references('orders.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('group_order_shares')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('group_order_participants.id').onDelete('cascade'))
    // Whoever has it may pay the share (like an order's token); only its payer is shown it.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('subtotal', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('packaging_fee', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('delivery_fee', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('pay_extra', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('total', 'numeric(10, 2)', (c) => c.notNull())
    // Who pays this share: the participant, or the organiser (method by_organizer).
    .addColumn('payer_id', 'integer', (c) => c.notNull().references('group_order_participants.id'))
    .addColumn('payment_method', 'text', (c) => c.notNull())
    // What this participant pays: own total plus the shares they pay for; 0 when someone else pays.
    .addColumn('amount_due', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('group_order_shares_one_per_participant', ['order_id', 'participant_id'])
    .execute();

  await db.schema.alterTable('payments').addColumn('share_id', 'integer', (c) => c.unique().references('group_order_shares.id').onDelete('cascade')).execute();
  // Where the payer of a share goes back to once paid (the group order's screen).
  await db.schema.alterTable('payments').addColumn('group_order_link', 'text').execute();
  await db.schema.dropIndex('payments_open_per_order').execute();
  await db.schema
    .createIndex('payments_open_per_order')
    .on('payments')
    .column('order_id')
    .unique()
    .where((eb) => eb.and([eb(sql.ref('share_id'), 'is', null), eb(sql.ref('replaced_at'), 'is', null)]))
    .execute();
}
