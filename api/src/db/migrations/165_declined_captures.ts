import { sql, type Kysely } from 'kysely';

/**
 * How many of a payment's captures PayPal declined. PayPal answers a PayPal-Request-Id it has seen
 * with that request's first answer, so the capture after the customer chose another funding source
 * goes under a new id made with this count, and a capture retried after a lost answer (no decline
 * counted since) under the same id, which PayPal does not capture twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column declined_captures integer not null default 0`.execute(db);
}
