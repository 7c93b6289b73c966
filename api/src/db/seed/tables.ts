import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { newTableLink } from '../../domain/table-ordering/table-link';

const SEED_NAME = '090_tables';
/** Enough for the demo restaurant's dining rooms. */
const TABLES_PER_STORE = 12;

/** Gives every store of the seeded brand its numbered tables with fresh links, once per database. */
export async function runTablesSeed(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx.insertInto('seeds').values({ name: SEED_NAME }).onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst();
    if (!claimed) return false;
    const stores = await trx.selectFrom('stores').select('id').orderBy('id').execute();
    const rows = stores.flatMap((store) => Array.from({ length: TABLES_PER_STORE }, (_, index) => ({ store_id: store.id, number: String(index + 1), link: newTableLink() })));
    if (rows.length > 0) await trx.insertInto('store_tables').values(rows).execute();
    return true;
  });
}
