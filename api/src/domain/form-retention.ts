import type { App } from '../app-instance';

/**
 * Days a table or event booking is kept after its day: a month for the restaurant to answer a
 * question about it (a complaint, a lost umbrella). Nothing else needs it: the per-person cap and
 * the places left count upcoming bookings only, and a retry of its form fill (the same
 * Idempotency-Key), whose booking is never for a day before the one it was made on, is answered
 * for at least as long.
 */
export const BOOKING_KEPT_DAYS = 30;

/**
 * Days a contact message or job application is kept after it was sent, as a CV (CV_KEPT_DAYS):
 * the restaurant has it in its mailbox once the e-mail is sent, and a retry of its form fill is
 * answered for a month. One whose e-mail still waits to be sent is kept until it is.
 */
export const FORM_MESSAGE_KEPT_DAYS = 30;

/** Rows one statement deletes: a short statement, its row locks held briefly, as sent-message-words' batches. */
export const RETENTION_BATCH = 1_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The timed round (server.ts, hourly): deletes the bookings, applications and contact messages
 * past their days, a batch per statement. Answers how many rows it deleted.
 */
export async function deleteOldFormSends(app: App): Promise<number> {
  const now = app.now().getTime();
  const { reservations, events, jobs, contactMessages } = app.repositories;
  // A table's day is written in its store's zone, up to 14 hours off UTC: one day more, so that no
  // zone's booking goes before its 30 days have passed.
  const firstKeptDay = new Date(now - (BOOKING_KEPT_DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
  const eventsBefore = new Date(now - BOOKING_KEPT_DAYS * DAY_MS);
  const sentBefore = new Date(now - FORM_MESSAGE_KEPT_DAYS * DAY_MS);
  return (
    (await inBatches((limit) => reservations.deleteBookedBefore(firstKeptDay, limit))) +
    (await inBatches((limit) => events.deleteReservationsOfEventsBefore(eventsBefore, limit))) +
    (await inBatches((limit) => contactMessages.deleteDeliveredBefore(sentBefore, limit))) +
    (await inBatches((limit) => jobs.deleteDeliveredApplicationsBefore(sentBefore, limit)))
  );
}

/** Runs `deleteBatch` until a batch comes back short, each statement its own transaction. */
async function inBatches(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await deleteBatch(RETENTION_BATCH);
    deleted += batch;
    if (batch < RETENTION_BATCH) return deleted;
  }
}
