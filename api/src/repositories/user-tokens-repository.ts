import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Bearer tokens, kept as hashes; deleting a row revokes the token. */
export function userTokensRepository(db: Kysely<Database>) {
  return {
    async save(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
      await db.insertInto('user_tokens').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute();
    },

    /** The signed-in user's id, or undefined for an unknown, revoked or expired token. */
    async userIdFor(tokenHash: string, now: Date): Promise<number | undefined> {
      const row = await db
        .selectFrom('user_tokens')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.user_id;
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.deleteFrom('user_tokens').where('token_hash', '=', tokenHash).execute();
    },

    /** After a password change or reset, or a new e-mail address, every other session ends. */
    async revokeAllOf(userId: number, exceptTokenHash?: string): Promise<void> {
      let query = db.deleteFrom('user_tokens').where('user_id', '=', userId);
      if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
      await query.execute();
    },
  };
}
