/**
 * Answers a screen's prefetch step asked for before the screen rendered (issue #11): the route's
 * loader runs as soon as the router exists, while the screen's first render happens after the
 * layout's, so a request asked for there leaves hundreds of milliseconds earlier on a slow phone.
 * The screen's useRequest of the same key takes the answer once; anything later asks again.
 */
interface EarlyAnswer {
  answer: Promise<unknown>;
  askedAt: number;
}

/** An answer nobody took this soon after it was asked for belongs to a screen that never came. */
const LONGEST_WAIT_MS = 10_000;

const early = new Map<string, EarlyAnswer>();

/** Starts `load` now and keeps its answer for the screen that asks for `key`. */
export function askEarly(key: string, load: () => Promise<unknown>): void {
  const answer = load();
  // A failure is the screen's to show when it takes the answer, never an unhandled rejection.
  answer.catch(() => undefined);
  early.set(key, { answer, askedAt: Date.now() });
}

/** The answer asked for early under `key`, once, if it is recent; otherwise undefined. */
export function takeEarlyAnswer<T>(key: string): Promise<T> | undefined {
  const found = early.get(key);
  early.delete(key);
  if (!found || Date.now() - found.askedAt > LONGEST_WAIT_MS) return undefined;
  return found.answer as Promise<T>;
}

/** Drops every answer not taken yet: what a fresh page starts with (the catalog's tests start each case so). */
export function forgetEarlyAnswers(): void {
  early.clear();
}
