import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Saved addresses typed in the account without a map point were stored at 0,0 (the validator read
 * the missing point as the number 0). That is a real place in the ocean, in no delivery area: such
 * an address has no point, so checkout searches its street and places it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as unknown as Kysely<Database>).updateTable('delivery_addresses').set({ lat: null, lng: null }).where('lat', '=', 0).where('lng', '=', 0).execute();
}
