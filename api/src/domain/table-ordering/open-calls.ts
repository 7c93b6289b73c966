/**
 * How long a call for the waiter or the bill stays on screen. One nobody acknowledged by then is
 * stale: the guests were served without a tap on the staff page, or have left, and the next
 * guests at that table must not read "the waiter has been called". The staff page and the
 * table's screen both leave it out, and the table can simply call again.
 */
export const OPEN_CALL_MINUTES = 15;

/** The earliest moment a call still shown at `now` was made. */
export function openCallsSince(now: Date): Date {
  return new Date(now.getTime() - OPEN_CALL_MINUTES * 60_000);
}
