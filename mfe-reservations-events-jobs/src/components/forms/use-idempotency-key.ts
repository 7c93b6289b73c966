import { useCallback, useMemo, useState } from 'react';

/**
 * One key per form fill: a double click or a retried submit sends the same key and the API
 * answers the first booking again. `renew` after a success, so the next booking is a new one.
 *
 * With `sent` (what the form would send), the key also changes whenever that changes: resending
 * the same message after a lost answer is the same send, but one edited after it is a new send,
 * so the edit is not answered with the first message and dropped.
 */
export function useIdempotencyKey(sent?: unknown): { key: string; renew: () => void } {
  const [renewals, setRenewals] = useState(0);
  const fingerprint = sent === undefined ? '' : JSON.stringify(sent);
  // Not read inside: a new key for each renewal and each new content.
  const key = useMemo(() => crypto.randomUUID(), [renewals, fingerprint]);
  const renew = useCallback(() => setRenewals((count) => count + 1), []);
  return { key, renew };
}
