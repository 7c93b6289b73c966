import { sql, type Kysely } from 'kysely';

/**
 * When the API last started an attempt to charge the payment (payments-repository's startAttempt,
 * and only it). An attempt under way is guarded by it, not by updated_at: a provider's late word
 * of 'processing' (Stripe does not send its events in order) also writes updated_at, and would hold
 * back the payment's true status for the grace of an attempt nobody made. A payment processing now
 * is taken to have started its attempt at its last change, so one under way keeps its guard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column attempt_started_at timestamptz`.execute(db);
  await sql`update payments set attempt_started_at = updated_at where status = 'processing'`.execute(db);
}
