import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The link with this id, while it still sets a password: unused and not expired. */
function stillUsable(idHash: string, now: Date) {
  return (eb: ExpressionBuilder<Database, 'password_resets'>) =>
    eb.and([eb('id_hash', '=', idHash), eb('used_at', 'is', null), eb('expires_at', '>', now)]);
}

/** The links of "forgotten password": single use and expiring, kept as hashes of their id. */
export function passwordResetsRepository(db: Kysely<Database>) {
  return {
    async create(idHash: string, userId: number, expiresAt: Date): Promise<void> {
      await db.insertInto('password_resets').values({ id_hash: idHash, user_id: userId, expires_at: expiresAt, used_at: null }).execute();
    },

    /** Whether the link would still set a password now: known, unused and not expired. Changes nothing. */
    async usable(idHash: string, now: Date): Promise<boolean> {
      const row = await db.selectFrom('password_resets').select('user_id').where(stillUsable(idHash, now)).executeTakeFirst();
      return row !== undefined;
    },

    /** Marks the link used and answers its user, or undefined when it is unknown, used or expired. */
    async use(idHash: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where(stillUsable(idHash, now))
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}
