import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function redirectsRepository(db: Kysely<Database>) {
  return {
    async target(url: string): Promise<string | null> {
      const row = await db.selectFrom('redirects').select('target').where('url', '=', url).executeTakeFirst();
      return row?.target ?? null;
    },
  };
}
