/**
 * The Idempotency-Key of the addition being made from the group order's panel. Sent again after no
 * answer came (the customer presses Add once more, the same food in the form), it is the same key,
 * so the API adds the line once; once an answer came, the next addition has a new key, even for the
 * same food (two portions added one after the other are two lines, as meant).
 */
let pending: { addition: string; key: string } | null = null;

export function addKeyFor(addition: string): string {
  if (pending?.addition !== addition) pending = { addition, key: crypto.randomUUID() };
  return pending.key;
}

/** The API answered (added, or refused and added nothing): the next addition is a new one. */
export function additionAnswered(): void {
  pending = null;
}
