import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The forms whose sends the restaurant hears of by e-mail only (no screen lists them). */
type MailedForm = 'contact_messages' | 'job_applications';

/**
 * Deletes up to `limit` of a form's sends stored before `before` whose e-mails wait no more (sent,
 * or refused for good): one still to deliver, never tried or failing for now, stays until the
 * restaurant has it. A send's e-mails are the outbox rows its transaction queued (storeOncePerKey):
 * both take created_at from now(), the transaction's start, so they share it; another send stored
 * in the same microsecond only keeps a row a round longer. One short statement, its own
 * transaction: the caller loops until a batch comes back short. Answers how many it deleted.
 */
export async function deleteDeliveredBefore(db: Kysely<Database>, form: MailedForm, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom(form)
    .where('id', 'in', (qb) =>
      qb
        .selectFrom(form)
        .select('id')
        .where('created_at', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              // Read through migration 176's outbox_to_deliver: only the messages still to deliver.
              selectFrom('outbox')
                .select('outbox.id')
                .where('outbox.sent_at', 'is', null)
                .where('outbox.failed_at', 'is', null)
                .where(sql<boolean>`outbox.created_at = ${sql.ref(`${form}.created_at`)}`),
            ),
          ),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
