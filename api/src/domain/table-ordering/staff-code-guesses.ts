/**
 * How many wrong staff codes (or event tickets) one address may present in a window. Only refused
 * ones count: the tablets of a busy restaurant, all behind its one address, read the board after
 * every change and must never be slowed by that. Staff retyping a code make a few mistakes, not 30.
 */
export const STAFF_CODE_GUESSES = { max: 30, windowSeconds: 60 };

/** Addresses kept before the ones whose window has passed are swept out. */
const SWEEP_ABOVE = 10_000;

/**
 * The wrong codes of each address in its current window. Past the limit, every code from that
 * address is refused until the window ends, the right one too: were the right one let through, a
 * guesser would still tell it from the wrong ones at full speed.
 */
export interface StaffCodeGuesses {
  /** Milliseconds until `address` may present codes again; 0 while it may. */
  waitOf(address: string, now: Date): number;
  /** `address` presented a wrong code. */
  count(address: string, now: Date): void;
}

export function staffCodeGuesses(limit: { max: number; windowSeconds: number } = STAFF_CODE_GUESSES): StaffCodeGuesses {
  const windowMs = limit.windowSeconds * 1000;
  const byAddress = new Map<string, { count: number; since: number }>();
  const current = (address: string, now: Date) => {
    const entry = byAddress.get(address);
    return entry && now.getTime() < entry.since + windowMs ? entry : undefined;
  };
  return {
    waitOf(address, now) {
      const entry = current(address, now);
      return entry && entry.count >= limit.max ? entry.since + windowMs - now.getTime() : 0;
    },
    count(address, now) {
      const entry = current(address, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (byAddress.size >= SWEEP_ABOVE) {
        for (const [key, value] of byAddress) if (now.getTime() >= value.since + windowMs) byAddress.delete(key);
      }
      byAddress.set(address, { count: 1, since: now.getTime() });
    },
  };
}
