import type { Kysely } from 'kysely';

/**
 * An order paid online is confirmed by e-mail once it is paid, not when it is placed: until then
 * its confirmation waits in the outbox, held for that order (outbox-repository's `released`).
 * An order that is never paid sends nothing that says its food is coming.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('held_for_order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .execute();
}
