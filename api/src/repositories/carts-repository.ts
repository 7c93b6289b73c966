import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Days a cart is kept after its last save. A customer coming back later starts a new cart (their
 * browser still holds its copy); an order keeps its own lines, and its cart's token hash.
 */
export const CART_KEPT_DAYS = 30;

/** Carts keyed by the sha256 of their token; the token itself is never stored. */
export function cartsRepository(db: Kysely<Database>) {
  return {
    async find(tokenHash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('carts')
        .select('json_object')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row?.json_object;
    },

    async exists(tokenHash: string): Promise<boolean> {
      return (await this.find(tokenHash)) !== undefined;
    },

    /**
     * Saves the cart, unless a newer revision of it is stored: a save that outlived its client's
     * timeout then commits after the newer save it was retried with, and must not bring the older
     * cart back. Compared in the statement, so two saves at once are settled by the row lock. An
     * equal stamp (two tabs' changes in one millisecond, or a retry of the same save) is applied, so
     * the later one wins as before stamps; a save without one (a client from before) overwrites.
     */
    async save(tokenHash: string, jsonObject: string, revision: number | null = null): Promise<void> {
      await db
        .insertInto('carts')
        .values({ token_hash: tokenHash, json_object: jsonObject, revision })
        .onConflict((oc) =>
          oc
            .column('token_hash')
            .doUpdateSet({ json_object: jsonObject, revision, updated_at: sql`now()` })
            .where(sql<boolean>`excluded.revision is null or carts.revision is null or carts.revision <= excluded.revision`),
        )
        .execute();
    },

    /** Deletes the carts not saved for CART_KEPT_DAYS, ordered from or not; answers how many. */
    async deleteUntouched(): Promise<number> {
      // By the database's clock, which stamped updated_at.
      const deleted = await db
        .deleteFrom('carts')
        .where('updated_at', '<', sql<Date>`now() - make_interval(days => ${CART_KEPT_DAYS})`)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}
