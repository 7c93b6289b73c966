import { sql, type Kysely } from 'kysely';

/**
 * One order per cart: an order remembers the (hashed) token of the cart it was placed from, and the
 * unique index refuses a second order from that cart, whatever its Idempotency-Key. Two tabs of the
 * same cart, or a tab reloaded while its order was on the way, cannot place it twice. Orders placed
 * without a cart token (older clients, the API alone) keep null, which the index lets repeat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cart_token_hash', 'text').execute();
  await sql`create unique index orders_cart_token_hash_key on orders (cart_token_hash)`.execute(db);
}
