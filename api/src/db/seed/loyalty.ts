import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const SEED_NAME = '020_loyalty_rules';

/**
 * Casa Aurora's loyalty rules: pickup earns most (no courier to pay), table least; a friend's
 * first order earns the referrer 50 points; new accounts receive the WELCOME20 voucher.
 * Recorded in `seeds` in the same transaction, like the brand seed, so it runs once.
 */
export async function runLoyaltySeed(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto('loyalty_rules')
      .values([
        { delivery_type: 'delivery', points_percent: 5 },
        { delivery_type: 'pickup', points_percent: 10 },
        { delivery_type: 'table', points_percent: 3 },
      ])
      .execute();
    await trx.insertInto('loyalty_settings').values({ id: 1, referral_points: 50, welcome_voucher_code: 'WELCOME20' }).execute();
    return true;
  });
}
