import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type PendingRegistration = Omit<Selectable<Database['registration_confirmations']>, 'id_hash' | 'used_at'>;

/** Registrations waiting for their e-mailed link: single use and expiring, kept as hashes of their id. */
export function registrationConfirmationsRepository(db: Kysely<Database>) {
  return {
    async create(idHash: string, registration: PendingRegistration): Promise<void> {
      await db.insertInto('registration_confirmations').values({ id_hash: idHash, ...registration, used_at: null }).execute();
    },

    /** Marks the link used and answers the registration, or undefined when it is unknown, used or expired. */
    async use(idHash: string, now: Date): Promise<PendingRegistration | undefined> {
      return db
        .updateTable('registration_confirmations')
        .set({ used_at: now })
        .where('id_hash', '=', idHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['name', 'email', 'phone', 'password_hash', 'referred_by', 'expires_at'])
        .executeTakeFirst();
    },
  };
}
