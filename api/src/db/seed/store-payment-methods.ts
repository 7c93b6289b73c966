import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const SEED_NAME = '072_store_payment_methods';

/**
 * The demo's Riverside store has no card terminal: it takes cash, cards online and PayPal, but no
 * card at the counter or at the door (pos, pos-pickup). Old Town has no row: it takes every method.
 */
export async function runStorePaymentMethodsSeed(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx.insertInto('seeds').values({ name: SEED_NAME }).onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst();
    if (!claimed) return false;
    const riverside = await trx.selectFrom('stores').select('id').where('url', '=', 'riverside').executeTakeFirst();
    if (riverside) {
      await trx.insertInto('store_payment_methods').values({ store_id: riverside.id, methods: JSON.stringify(['cash', 'cash-pickup', 'card', 'paypal']) }).execute();
    }
    return true;
  });
}
