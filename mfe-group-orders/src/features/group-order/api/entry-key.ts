import { keptIdempotencyKey, type KeptIdempotencyKey } from 'shared-contracts/forms/kept-idempotency-key';

/**
 * The Idempotency-Key of a start or join being sent (spec §8: a command that may have run is
 * checked, and sent again if not; shared-contracts' kept-idempotency-key). The same request sent
 * again (a retry after a lost answer, the button pressed again, a reload and a second press) goes
 * under the same key, so the API answers the participant it made instead of refusing their own name
 * or starting a second group order; another request (another name, another cart) gets a new key.
 */
export type Entry = 'start' | 'join';

const entries: Record<Entry, KeptIdempotencyKey> = {
  start: keptIdempotencyKey('group_orders:start-submit', 'request'),
  join: keptIdempotencyKey('group_orders:join-submit', 'request'),
};

/** `request`: everything the request sends (where to and what), as text. */
export function entryKeyFor(entry: Entry, request: string): string {
  return entries[entry].keyFor(request);
}

/** Answered: the next start or join is a new one, under a new key. */
export function forgetEntryKey(entry: Entry): void {
  entries[entry].forget();
}
