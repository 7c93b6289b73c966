/**
 * The Idempotency-Key of the order being placed. The same order sent again (a double click, a
 * retry after a lost answer, or a page reload and a second click) reuses its key, so the API
 * returns the first order instead of placing a second one. Kept in sessionStorage so a reload of
 * the tab keeps it; in memory when storage is refused (private modes, full quota).
 */
const STORAGE_KEY = 'cart_checkout:order-submit';

interface Submit {
  body: string;
  key: string;
}

let inMemory: Submit | null = null;

function read(): Submit | null {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as Submit) : inMemory;
  } catch {
    return inMemory;
  }
}

function write(submit: Submit | null): void {
  inMemory = submit;
  try {
    if (submit) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(submit));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: the key lives in memory for this page.
  }
}

export function idempotencyKeyFor(body: string): string {
  const last = read();
  if (last?.body === body && typeof last.key === 'string') return last.key;
  const next = { body, key: crypto.randomUUID() };
  write(next);
  return next.key;
}

/** The order is placed: the next order is a new one with a new key. */
export function forgetPlacedOrder(): void {
  write(null);
}
