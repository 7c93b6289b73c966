/**
 * The Idempotency-Key of one form fill: the same content sent again (a double click, a retry after a
 * lost answer, a reload of the tab and another press) goes under the same key, so the API answers
 * its first result instead of acting twice; content changed since is a new send under a new key (an
 * edit is not answered with the first result and dropped), and so is the next fill once the first
 * was answered (forget). Kept in sessionStorage so a reload keeps it; in memory when storage is
 * refused (private modes, full quota).
 *
 * Each screen's record stays where and as it was before this rule was shared, `{ [contentField]:
 * content, key }` under `storageKey`: a customer reloading across a deploy finds their key again.
 */
export interface KeptIdempotencyKey {
  /** `content`: everything the request sends (where to and what), as text. */
  keyFor(content: string): string;
  /** Answered: the next send is a new one, under a new key. */
  forget(): void;
  /** The content last sent and not yet answered (forget), or null: what it did may stand. */
  pending(): string | null;
}

interface Sent {
  content: string;
  key: string;
}

function parse(saved: string, contentField: string): Sent | null {
  try {
    const kept = JSON.parse(saved) as Record<string, unknown> | null;
    const content = kept?.[contentField];
    const key = kept?.key;
    // An empty key is what the reservation forms stored on opening, before anything was sent.
    return typeof content === 'string' && typeof key === 'string' && key !== '' ? { content, key } : null;
  } catch {
    return null;
  }
}

export function keptIdempotencyKey(storageKey: string, contentField: string): KeptIdempotencyKey {
  // The latest send when storage refused it: newer than whatever record storage still holds.
  let unstored: Sent | null = null;

  function read(): Sent | null {
    if (unstored) return unstored;
    try {
      const saved = sessionStorage.getItem(storageKey);
      return saved === null ? null : parse(saved, contentField);
    } catch {
      return null;
    }
  }

  function write(sent: Sent | null): void {
    try {
      if (sent) sessionStorage.setItem(storageKey, JSON.stringify({ [contentField]: sent.content, key: sent.key }));
      else sessionStorage.removeItem(storageKey);
      unstored = null;
    } catch {
      unstored = sent;
    }
  }

  return {
    keyFor(content) {
      const last = read();
      if (last?.content === content) return last.key;
      const next = { content, key: crypto.randomUUID() };
      write(next);
      return next.key;
    },
    forget: () => write(null),
    pending: () => read()?.content ?? null,
  };
}
