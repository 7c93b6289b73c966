import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function contactMessagesRepository(db: Kysely<Database>) {
  return {
    async save(message: Omit<Insertable<Database['contact_messages']>, 'id' | 'created_at'>): Promise<number> {
      const row = await db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
