import type { ProviderStatus } from '../../../domain/payments/payment-provider';

/** How long a provider's answer to a status check answers the next checks of that payment too. */
export const STATUS_CHECK_REUSE_MS = 1000;

/**
 * The status checks of the last STATUS_CHECK_REUSE_MS, by key (the payment at its provider, as
 * stored when asked): one asked again within it (the screen's poll, a second tab, a loop with a
 * leaked order token) gets what the provider said then, and one asked meanwhile shares the call
 * under way. So a payment (its stored row unchanged) costs its provider at most one call a second
 * however often it is read, and the merchant account's rate limit stays the customers'. By the
 * API's clock; in memory, per process: a second is all it keeps.
 */
export function recentStatusChecks(now: () => Date) {
  const checks = new Map<string, { at: number; answer: Promise<ProviderStatus> }>();
  const fresh = (at: number, time: number) => time >= at && time - at < STATUS_CHECK_REUSE_MS;
  return (key: string, ask: () => Promise<ProviderStatus>): Promise<ProviderStatus> => {
    const time = now().getTime();
    const recent = checks.get(key);
    if (recent && fresh(recent.at, time)) return recent.answer;
    // Kept in the order they were asked: the stale ones are at the front.
    for (const [staleKey, check] of checks) {
      if (fresh(check.at, time)) break;
      checks.delete(staleKey);
    }
    const answer = ask();
    checks.set(key, { at: time, answer });
    return answer;
  };
}
