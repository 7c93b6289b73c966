import { sql, type Kysely } from 'kysely';
import { ORDERS_PER_SLOT } from '../seed/stores';

/**
 * Kitchen throttling: a store may cap how many orders it takes per 15-minute slot, separately for
 * delivery and pickup (null = no cap). Every order remembers the slot it occupies in the kitchen
 * (its later slot, or for "now" the slot it is due in), so full slots can be counted and hidden.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stores')
    .addColumn('delivery_orders_per_slot', 'integer', (c) => c.check(sql`delivery_orders_per_slot > 0`))
    .addColumn('pickup_orders_per_slot', 'integer', (c) => c.check(sql`pickup_orders_per_slot > 0`))
    .execute();
  await db.schema.alterTable('orders').addColumn('slot_day', 'text').addColumn('slot_time', 'text').execute();
  await db.schema
    .createIndex('orders_kitchen_slot')
    .on('orders')
    .columns(['store_id', 'delivery_type', 'slot_day', 'slot_time'])
    .execute();
  // Databases seeded before this migration get the demo kitchens' caps too (a fresh seed sets them).
  await sql`update stores set delivery_orders_per_slot = ${ORDERS_PER_SLOT.delivery_orders_per_slot}, pickup_orders_per_slot = ${ORDERS_PER_SLOT.pickup_orders_per_slot}`.execute(db);
}
