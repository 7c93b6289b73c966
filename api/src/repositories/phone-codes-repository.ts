import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type PhoneCodeRow = Selectable<Database['phone_codes']>;

/** The one live SMS code of each user (a new code replaces the old one). */
export function phoneCodesRepository(db: Kysely<Database>) {
  return {
    async find(userId: number): Promise<PhoneCodeRow | undefined> {
      return db.selectFrom('phone_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async replace(code: Omit<PhoneCodeRow, 'failed_attempts'>): Promise<void> {
      await db
        .insertInto('phone_codes')
        .values({ ...code, failed_attempts: 0 })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            phone: code.phone,
            code_hash: code.code_hash,
            sent_at: code.sent_at,
            expires_at: code.expires_at,
            failed_attempts: 0,
          }),
        )
        .execute();
    },

    async countFailure(userId: number): Promise<void> {
      await db
        .updateTable('phone_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .execute();
    },

    async remove(userId: number): Promise<void> {
      await db.deleteFrom('phone_codes').where('user_id', '=', userId).execute();
    },
  };
}
