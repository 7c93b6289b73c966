import { sql, type Kysely } from 'kysely';

/**
 * The language an order was placed in (the request's), so what the shop writes about the order
 * later, without a request (its cancellation for want of payment, migration 154), is in the
 * customer's language as its confirmation was. Null for orders placed before: the shop's language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column language text`.execute(db);
}
