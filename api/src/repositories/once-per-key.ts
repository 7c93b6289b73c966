import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { outboxRepository, type OutgoingMessage } from './outbox-repository';

/** The forms whose sends are stored once per key of their form fill (migration 155). */
type KeyedForm = 'contact_messages' | 'job_applications';

/** A send stored, or the one its key already stored with the hash of the request that made it. */
export type StoredOnce = { id: number; repeated: false } | { id: number; repeated: true; request_hash: string | null };

/**
 * Stores a form's send once per idempotency key: `insert` stores the row and answers its id, and
 * the `messages` it makes go into the outbox in the same transaction, so the restaurant is told of
 * every stored send and of none twice. A repeated key (a retry whose answer was lost) answers the
 * first send's id and request hash (the caller refuses another request under it), storing and
 * queueing nothing; the key is locked for the transaction, so two sends at once store one. Without a
 * key (a form built before it) every send is stored.
 */
export async function storeOncePerKey(
  db: Kysely<Database>,
  form: KeyedForm,
  key: string | null,
  insert: (trx: Kysely<Database>) => Promise<number>,
  messages: (id: number) => OutgoingMessage[],
): Promise<StoredOnce> {
  return db.transaction().execute(async (trx) => {
    if (key !== null) {
      await sql`select pg_advisory_xact_lock(hashtext(${`${form}:${key}`}))`.execute(trx);
      const earlier = await trx.selectFrom(form).select(['id', 'request_hash']).where('idempotency_key', '=', key).executeTakeFirst();
      if (earlier) return { id: earlier.id, repeated: true, request_hash: earlier.request_hash };
    }
    const id = await insert(trx);
    await outboxRepository(trx).enqueueAll(messages(id));
    return { id, repeated: false };
  });
}
