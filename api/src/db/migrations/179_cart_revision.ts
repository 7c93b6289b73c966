import type { Kysely } from 'kysely';

/**
 * The revision of the saved cart (POST public/carts `revision`): a save commits only over an older
 * or equal one, so a slow save that outlives its client's timeout cannot overwrite a newer cart saved
 * meanwhile. Null for carts saved before, or by clients that send none. A bigint: browsers stamp
 * it with their clock in milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carts').addColumn('revision', 'bigint').execute();
}
