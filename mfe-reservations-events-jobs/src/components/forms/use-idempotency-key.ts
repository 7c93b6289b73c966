import { useCallback, useState } from 'react';

/**
 * One key per form fill: a double click or a retried submit sends the same key and the API
 * answers the first booking again. `renew` after a success, so the next booking is a new one.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return { key, renew };
}
