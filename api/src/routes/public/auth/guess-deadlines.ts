/**
 * Keys that hold until a time: what the sign-in limiter said about a caller or an account, kept
 * because it cannot be read without counting, and where an account was signed in to. Passed ones
 * are swept as the map grows, so a stream of one-off guessers (every wrong password leaves one) does
 * not fill the process's memory; past `most` live keys the longest unset goes first.
 */
export interface GuessDeadlines {
  holds(key: string, now: number): boolean;
  set(key: string, until: number, now: number): void;
}

const FIRST_SWEEP = 1000;

export function guessDeadlines(most = Infinity): GuessDeadlines {
  const untilOf = new Map<string, number>();
  let sweepAt = FIRST_SWEEP;
  return {
    holds(key, now) {
      const until = untilOf.get(key);
      if (until !== undefined && until <= now) untilOf.delete(key);
      return until !== undefined && until > now;
    },
    set(key, until, now) {
      // Set again, a key moves to the end of the map's order.
      untilOf.delete(key);
      untilOf.set(key, until);
      if (untilOf.size > most) untilOf.delete(untilOf.keys().next().value as string);
      if (untilOf.size < sweepAt) return;
      for (const [held, heldUntil] of untilOf) if (heldUntil <= now) untilOf.delete(held);
      // Twice what is left, so a map full of live keys is not swept on every failure.
      sweepAt = Math.max(FIRST_SWEEP, untilOf.size * 2);
    },
  };
}
