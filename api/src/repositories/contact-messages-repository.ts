import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OutgoingMessage } from './outbox-repository';
import { deleteDeliveredBefore } from './delivered-form-sends';
import { storeOncePerKey } from './once-per-key';

export function contactMessagesRepository(db: Kysely<Database>) {
  return {
    /** Keeps the message and queues what tells the restaurant, once per `key` (see storeOncePerKey). */
    async save(message: Omit<Insertable<Database['contact_messages']>, 'id' | 'created_at'>, messages: OutgoingMessage[]) {
      const insert = async (trx: Kysely<Database>) => (await trx.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow()).id;
      return storeOncePerKey(db, 'contact_messages', message.idempotency_key ?? null, insert, () => messages);
    },

    /** Deletes up to `limit` messages sent before `before` whose e-mail waits no more (form-retention); answers how many. */
    deleteDeliveredBefore(before: Date, limit: number): Promise<number> {
      return deleteDeliveredBefore(db, 'contact_messages', before, limit);
    },
  };
}
