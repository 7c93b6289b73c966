import { sql, type ExpressionBuilder, type Kysely, type Selectable, type UpdateObject } from 'kysely';
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

/**
 * How long a delivery round holds the messages it claimed. A batch (20) takes seconds against a
 * provider that answers; one that hangs on each costs up to deliverOutbox's WORST_SEND_MS a message,
 * so a round stops sending once less than that is left of its lease (another round may claim the
 * rest the moment it ends) and leaves the rest to the next. A longer lease would only delay further
 * the messages of a process that died mid-round.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** What a sent message keeps of its words: nothing (markSent). */
const FORGOTTEN_WORDS = { subject: '', body: '', reply_to: null, attachment_file: null, attachment_name: null } as const;

/** Every e-mail and SMS goes through here; a sender (SMTP or SMS gateway when configured) drains it. */
export function outboxRepository(db: Kysely<Database>) {
  /**
   * A round's outcome for one message (sent, attempted, failed), which ends its lease: written only
   * while the row is still under it (`lease`: the claimed_until the claim set), so a round whose
   * lease ran out, the row claimed again by another, never clears that round's claim nor counts an
   * attempt in its stead. Answers whether it was written.
   */
  async function endLease(id: number, lease: Date, outcome: UpdateObject<Database, 'outbox'>): Promise<boolean> {
    const result = await db
      .updateTable('outbox')
      .set({ ...outcome, claimed_until: null })
      .where('id', '=', id)
      .where('claimed_until', '=', lease)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

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
     * Claims a batch of a channel's released messages still to deliver (neither sent nor refused for
     * good) that no round holds: the least tried first, then the oldest, so messages failing for now
     * go behind the ones never tried. One statement takes them and sets their lease (CLAIM_LEASE_MS
     * from `now`); rows another round is claiming at that moment are skipped, not waited for, so two
     * processes' rounds get disjoint batches and each message is sent by one of them.
     */
    async claimUnsent(channel: OutgoingMessage['channel'], limit: number, now: Date): Promise<OutboxMessage[]> {
      // Materialized: the locked batch is picked once, never re-run for each row the update joins.
      return db
        .with(
          (cte) => cte('to_claim').materialized(),
          (qb) =>
            qb
              .selectFrom('outbox')
              .leftJoin('orders as held_order', 'held_order.id', 'outbox.held_for_order_id')
              .select('outbox.id')
              .where('outbox.channel', '=', channel)
              .where('outbox.sent_at', 'is', null)
              .where('outbox.failed_at', 'is', null)
              .where(released)
              .where((eb) => eb.or([eb('outbox.claimed_until', 'is', null), eb('outbox.claimed_until', '<=', now)]))
              .orderBy('outbox.attempts')
              .orderBy('outbox.id')
              .limit(limit)
              .forUpdate('outbox')
              .skipLocked(),
        )
        .with('claimed', (qb) =>
          qb
            .updateTable('outbox')
            .from('to_claim')
            .set({ claimed_until: new Date(now.getTime() + CLAIM_LEASE_MS) })
            .whereRef('outbox.id', '=', 'to_claim.id')
            .returningAll('outbox'),
        )
        .selectFrom('claimed')
        .selectAll()
        .orderBy('attempts')
        .orderBy('id')
        .execute();
    },

    /**
     * An order cancelled unpaid will never be paid nor change its method (both are refused), so the
     * confirmation held for it would wait for ever: it is dropped, in the cancelling transaction.
     */
    async dropHeldFor(orderId: number): Promise<void> {
      await db.deleteFrom('outbox').where('held_for_order_id', '=', orderId).where('sent_at', 'is', null).execute();
    },

    /**
     * Sent: the provider has it, and the row keeps only the fact (who, which channel, when). Its
     * words go, in the same statement: they hold live links (a password reset, a registration that
     * signs in, an e-mail change) and codes whose hashes alone the database keeps, and names and
     * addresses, for anyone reading the database or a backup. So do the customer's address a
     * restaurant's notification replied to and the CV's name (its file goes once sent: cv-retention).
     */
    markSent(id: number, at: Date, lease: Date): Promise<boolean> {
      return endLease(id, lease, { sent_at: at, ...FORGOTTEN_WORDS });
    },

    /** A round that could not deliver it for now: it is tried again after the messages tried less. */
    markAttempted(id: number, lease: Date): Promise<boolean> {
      return endLease(id, lease, { attempts: sql<number>`attempts + 1` });
    },

    /**
     * Refused for good: kept with the reason, never tried again. Its words stay, for staff to see what
     * did not come, and its attachment_file, for cv-retention to keep the CV its 30 days.
     */
    markFailed(id: number, at: Date, reason: string, lease: Date): Promise<boolean> {
      return endLease(id, lease, { failed_at: at, failure: reason });
    },

    /**
     * Blanks the words of up to `limit` messages sent while markSent still kept them (before it
     * forgot them): one short statement, its own transaction, so a caller loops until it answers 0
     * (sent-message-words' forgetOldSentWords). Answers how many it blanked.
     */
    async forgetSentWords(limit: number): Promise<number> {
      const result = await db
        .updateTable('outbox')
        .set(FORGOTTEN_WORDS)
        .where('id', 'in', (qb) =>
          qb
            .selectFrom('outbox')
            .select('id')
            .where('sent_at', 'is not', null)
            .where((eb) =>
              eb.or([
                eb('subject', '<>', ''),
                eb('body', '<>', ''),
                eb('reply_to', 'is not', null),
                eb('attachment_file', 'is not', null),
                eb('attachment_name', 'is not', null),
              ]),
            )
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * A deleted account's messages (users-repository's erase), to its address or to its number in
     * any spelling the sender used (`phones`), whether sent, refused or still to send: to send, they
     * are its links and codes, which open nothing once it is gone, and its orders' confirmations,
     * which the person no longer wants. A message to a restaurant (reply_to set) stays: the address
     * is the shop's as well, and the notification the restaurant's. E-mail addresses are matched
     * without case, as a checkout's address is kept as typed.
     */
    async forgetMessagesTo(email: string | null, phones: readonly string[]): Promise<void> {
      if (!email && phones.length === 0) return;
      await db
        .deleteFrom('outbox')
        .where('reply_to', 'is', null)
        .where((eb) =>
          eb.or([
            ...(email ? [eb.and([eb('channel', '=', 'email'), eb(eb.fn<string>('lower', ['recipient']), '=', email.toLowerCase())])] : []),
            ...(phones.length > 0 ? [eb.and([eb('channel', '=', 'sms'), eb('recipient', 'in', phones)])] : []),
          ]),
        )
        .execute();
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
