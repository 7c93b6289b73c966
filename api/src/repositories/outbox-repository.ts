import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../db/schema';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

export type OutboxMessage = Selectable<OutboxTable>;

/** Every e-mail and SMS goes through here; a sender (SMTP or SMS gateway when configured) drains it. */
export function outboxRepository(db: Kysely<Database>) {
  return {
    async enqueue(message: OutgoingMessage): Promise<number> {
      const row = await db
        .insertInto('outbox')
        .values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? '', body: message.body })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The oldest messages of a channel that no sender has delivered yet. */
    async unsent(channel: OutgoingMessage['channel'], limit: number): Promise<OutboxMessage[]> {
      return db
        .selectFrom('outbox')
        .selectAll()
        .where('channel', '=', channel)
        .where('sent_at', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.updateTable('outbox').set({ sent_at: at }).where('id', '=', id).execute();
    },

    /** Newest first; `recipient` narrows to one address or phone number. */
    async list(options: { recipient?: string; limit: number }): Promise<OutboxMessage[]> {
      let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
      if (options.recipient) query = query.where('recipient', '=', options.recipient);
      return query.execute();
    },
  };
}
