import type { App } from '../app-instance';

/** How many sent messages one statement blanks: a short statement, its row locks held briefly. */
export const FORGET_BATCH = 1_000;

/**
 * Blanks the words of the messages sent before markSent forgot them (outbox-repository), a batch
 * per statement, each its own transaction, until a batch comes back short. Not a migration: the
 * migrator runs every pending migration in one transaction on PostgreSQL, after migration 177's
 * ALTER TABLE on outbox, whose exclusive lock it holds until it commits, so one UPDATE of every
 * sent row of a production outbox (millions) would block every order placement (it enqueues its
 * confirmation in the order's transaction) for the whole rewrite during a deploy. Run by the hourly
 * retention round (server.ts); once the old rows are blank it costs one statement that finds none.
 * Answers how many it blanked.
 */
export async function forgetOldSentWords(app: App): Promise<number> {
  let blanked = 0;
  for (;;) {
    const batch = await app.repositories.outbox.forgetSentWords(FORGET_BATCH);
    blanked += batch;
    if (batch < FORGET_BATCH) return blanked;
  }
}
