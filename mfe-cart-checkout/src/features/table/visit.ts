/** A meal is over by then; the next visit to the same table starts a new bill. */
export const VISIT_MS = 12 * 60 * 60 * 1000;
