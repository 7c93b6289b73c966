import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

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

    async save(tokenHash: string, jsonObject: string): Promise<void> {
      await db
        .insertInto('carts')
        .values({ token_hash: tokenHash, json_object: jsonObject })
        .onConflict((oc) =>
          oc.column('token_hash').doUpdateSet({ json_object: jsonObject, updated_at: sql`now()` }),
        )
        .execute();
    },
  };
}
