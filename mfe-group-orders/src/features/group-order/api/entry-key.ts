/**
 * The Idempotency-Key of a start or join being sent (spec §8: a command that may have run is
 * checked, and sent again if not). The same request sent again (a retry after a lost answer, the
 * button pressed again, a reload and a second press) goes under the same key, so the API answers
 * the participant it made instead of refusing their own name or starting a second group order;
 * another request (another name, another cart) gets a new key. Kept in sessionStorage so a reload
 * of the tab keeps it; in memory when storage is refused (private modes, full quota).
 */
export type Entry = 'start' | 'join';

interface Sent {
  request: string;
  key: string;
}

const inMemory = new Map<Entry, Sent>();
const storageKey = (entry: Entry) => `group_orders:${entry}-submit`;

function read(entry: Entry): Sent | null {
  try {
    const saved = sessionStorage.getItem(storageKey(entry));
    return saved ? (JSON.parse(saved) as Sent) : (inMemory.get(entry) ?? null);
  } catch {
    return inMemory.get(entry) ?? null;
  }
}

function write(entry: Entry, sent: Sent | null): void {
  if (sent) inMemory.set(entry, sent);
  else inMemory.delete(entry);
  try {
    if (sent) sessionStorage.setItem(storageKey(entry), JSON.stringify(sent));
    else sessionStorage.removeItem(storageKey(entry));
  } catch {
    // Storage refused: the key lives in memory for this page.
  }
}

/** `request`: everything the request sends (where to and what), as text. */
export function entryKeyFor(entry: Entry, request: string): string {
  const last = read(entry);
  if (last?.request === request && typeof last.key === 'string') return last.key;
  const next = { request, key: crypto.randomUUID() };
  write(entry, next);
  return next.key;
}

/** Answered: the next start or join is a new one, under a new key. */
export function forgetEntryKey(entry: Entry): void {
  write(entry, null);
}
