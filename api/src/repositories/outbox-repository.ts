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

    /** Newest first; `recipient` narrows to one address or phone number. */
    async list(options: { recipient?: string; limit: number }): Promise<OutboxMessage[]> {
      let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
      if (options.recipient) query = query.where('recipient', '=', options.recipient);
      return query.execute();
    },
  };
}
