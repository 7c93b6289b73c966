import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { ONLINE_PAYMENT_METHODS } from 'shared-contracts/payments/payment-methods';
import type { Database, OutboxTable } from '../db/schema';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /** Where a reply goes instead of MAIL_FROM: the customer, on a restaurant's notification. */
  reply_to?: string;
  /** A file of the private uploads folder the sender attaches (an applicant's CV), and its name in the e-mail. */
  attachment?: { file: string; name: string };
}

export type OutboxMessage = Selectable<OutboxTable>;

/**
 * A message is released when it waits for no order, or its order is paid, or it is no longer paid
 * online (the customer chose cash after a declined card: the order goes ahead unpaid). Read at
 * each delivery round, so whatever marks an order paid or changes its method releases it.
 */
function released(eb: ExpressionBuilder<Database & { held_order: Database['orders'] }, 'outbox' | 'held_order'>) {
  return eb.or([
    eb('outbox.held_for_order_id', 'is', null),
    eb('held_order.paid_at', 'is not', null),
    eb('held_order.payment_method', 'not in', ONLINE_PAYMENT_METHODS),
  ]);
}

/** Every e-mail and SMS goes through here; a sender (SMTP or SMS gateway when configured) drains it. */
export function outboxRepository(db: Kysely<Database>) {
  return {
    /** `heldForOrderId`: the message is sent only once that order is released (see `released`). */
    async enqueue(message: OutgoingMessage, heldForOrderId: number | null = null): Promise<number> {
      const row = await db
        .insertInto('outbox')
        .values({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject ?? '',
          body: message.body,
          reply_to: message.reply_to ?? null,
          attachment_file: message.attachment?.file ?? null,
          attachment_name: message.attachment?.name ?? null,
          held_for_order_id: heldForOrderId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Several messages in order, e.g. a booking's confirmation and the restaurant's notification in the booking's transaction. */
    async enqueueAll(messages: OutgoingMessage[]): Promise<void> {
      for (const message of messages) await this.enqueue(message);
    },

    /**
     * Released messages of a channel still to deliver (neither sent nor refused for good): the least
     * tried first, then the oldest, so messages failing for now go behind the ones never tried.
     */
    async unsent(channel: OutgoingMessage['channel'], limit: number): Promise<OutboxMessage[]> {
      return db
        .selectFrom('outbox')
        .leftJoin('orders as held_order', 'held_order.id', 'outbox.held_for_order_id')
        .selectAll('outbox')
        .where('outbox.channel', '=', channel)
        .where('outbox.sent_at', 'is', null)
        .where('outbox.failed_at', 'is', null)
        .where(released)
        .orderBy('outbox.attempts')
        .orderBy('outbox.id')
        .limit(limit)
        .execute();
    },

    /**
     * An order cancelled unpaid will never be paid nor change its method (both are refused), so the
     * confirmation held for it would wait for ever: it is dropped, in the cancelling transaction.
     */
    async dropHeldFor(orderId: number): Promise<void> {
      await db.deleteFrom('outbox').where('held_for_order_id', '=', orderId).where('sent_at', 'is', null).execute();
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.updateTable('outbox').set({ sent_at: at }).where('id', '=', id).execute();
    },

    /** A round that could not deliver it for now: it is tried again after the messages tried less. */
    async markAttempted(id: number): Promise<void> {
      await db.updateTable('outbox').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
    },

    /** Refused for good: kept with the reason, never tried again. */
    async markFailed(id: number, at: Date, reason: string): Promise<void> {
      await db.updateTable('outbox').set({ failed_at: at, failure: reason }).where('id', '=', id).execute();
    },

    /** Released messages (sent or to be sent), newest first; `recipient` narrows to one address or phone number. */
    async list(options: { recipient?: string; limit: number }): Promise<OutboxMessage[]> {
      let query = db
        .selectFrom('outbox')
        .leftJoin('orders as held_order', 'held_order.id', 'outbox.held_for_order_id')
        .selectAll('outbox')
        .where(released)
        .orderBy('outbox.id', 'desc')
        .limit(options.limit);
      if (options.recipient) query = query.where('outbox.recipient', '=', options.recipient);
      return query.execute();
    },
  };
}
