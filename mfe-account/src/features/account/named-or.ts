/**
 * `value` when this remote has words for it (a key of `named`), else `fallback`. The remote is
 * deployed apart from the API, which may already answer with a value added after it (an order's
 * money_returned status was one): that one is shown by its fallback, never as a raw text key. A
 * Record of the type's values, so a value added to the type needs its entry (and its words).
 */
export function namedOr<T extends string, F extends string>(named: Record<T, true>, value: string, fallback: F): T | F {
  return Object.hasOwn(named, value) ? (value as T) : fallback;
}
