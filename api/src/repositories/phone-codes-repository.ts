import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type PhoneCodeRow = Selectable<Database['phone_codes']>;

/** The one live SMS code of each user (a new code replaces the old one). */
export function phoneCodesRepository(db: Kysely<Database>) {
  return {
    async find(userId: number): Promise<PhoneCodeRow | undefined> {
      return db.selectFrom('phone_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * The new code, over the user's last one only if that was sent at or before `sentBefore` (the
     * resend cool-down), in one statement: two requests at the same moment cannot both pass a
     * check made before the write, and send two SMS of which only the second code works. Answers
     * whether the code was written; only then may its SMS go.
     */
    async replace(code: Omit<PhoneCodeRow, 'failed_attempts'>, sentBefore: Date): Promise<boolean> {
      const written = await db
        .insertInto('phone_codes')
        .values({ ...code, failed_attempts: 0 })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({
              phone: code.phone,
              code_hash: code.code_hash,
              sent_at: code.sent_at,
              expires_at: code.expires_at,
              failed_attempts: 0,
            })
            .where('phone_codes.sent_at', '<=', sentBefore),
        )
        .returning('user_id')
        .executeTakeFirst();
      return written !== undefined;
    },

    /**
     * Takes one of the code's tries in one statement, before the code is compared: parallel
     * guesses each take their own, so no more than `maxTries` are ever checked (reading the count,
     * then adding to it, let a burst of guesses all see tries left). Answers the tries taken with
     * this one, or undefined when none was left. A right code's row is removed, so only wrong
     * tries stay counted.
     */
    async takeTry(userId: number, maxTries: number): Promise<number | undefined> {
      const row = await db
        .updateTable('phone_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .where('failed_attempts', '<', maxTries)
        .returning('failed_attempts')
        .executeTakeFirst();
      return row?.failed_attempts;
    },

    async remove(userId: number): Promise<void> {
      await db.deleteFrom('phone_codes').where('user_id', '=', userId).execute();
    },
  };
}
