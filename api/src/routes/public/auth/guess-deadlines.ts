/**
 * Keys that hold until a time: what the sign-in limiter said about a caller or an account, kept
 * because it cannot be read without counting. Passed ones are swept as the map grows, so a stream
 * of one-off guessers (every wrong password leaves one) does not fill the process's memory.
 */
export interface GuessDeadlines {
  holds(key: string, now: number): boolean;
  set(key: string, until: number, now: number): void;
}

const FIRST_SWEEP = 1000;

export function guessDeadlines(): GuessDeadlines {
  const untilOf = new Map<string, number>();
  let sweepAt = FIRST_SWEEP;
  return {
    holds(key, now) {
      const until = untilOf.get(key);
      if (until !== undefined && until <= now) untilOf.delete(key);
      return until !== undefined && until > now;
    },
    set(key, until, now) {
      untilOf.set(key, until);
      if (untilOf.size < sweepAt) return;
      for (const [held, heldUntil] of untilOf) if (heldUntil <= now) untilOf.delete(held);
      // Twice what is left, so a map full of live keys is not swept on every failure.
      sweepAt = Math.max(FIRST_SWEEP, untilOf.size * 2);
    },
  };
}
