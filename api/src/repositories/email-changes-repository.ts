import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every link of the user's still waiting stops working (marked used). */
async function endWaitingLinks(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('email_changes').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** New e-mail addresses waiting for the link sent to them: single use and expiring, kept as hashes of their id. */
export function emailChangesRepository(db: Kysely<Database>) {
  return {
    /** A newer request replaces the older ones: only the latest link can change the address. */
    async create(idHash: string, userId: number, newEmail: string, now: Date, expiresAt: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await endWaitingLinks(trx, userId, now);
        await trx.insertInto('email_changes').values({ id_hash: idHash, user_id: userId, new_email: newEmail, created_at: now, expires_at: expiresAt, used_at: null }).execute();
      });
    },

    /** The customer withdrew the change: every link still waiting stops working. */
    async withdraw(userId: number, now: Date): Promise<void> {
      await endWaitingLinks(db, userId, now);
    },

    /** The address still waiting for its link, if any. */
    async pendingOf(userId: number, now: Date): Promise<string | null> {
      const row = await db
        .selectFrom('email_changes')
        .select('new_email')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row?.new_email ?? null;
    },

    /** Marks the link used and answers its user and address, or undefined when it is unknown, used or expired. */
    async use(idHash: string, now: Date): Promise<{ user_id: number; new_email: string } | undefined> {
      return db
        .updateTable('email_changes')
        .set({ used_at: now })
        .where('id_hash', '=', idHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'new_email'])
        .executeTakeFirst();
    },
  };
}
