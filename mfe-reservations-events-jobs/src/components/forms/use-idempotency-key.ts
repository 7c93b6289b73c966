import { useMemo } from 'react';
import { keptIdempotencyKey } from 'shared-contracts/forms/kept-idempotency-key';
import { keptFormStorageKey } from 'shared-contracts/forms/use-kept-state';

/**
 * The Idempotency-Key of what a form sends (shared-contracts' kept-idempotency-key), so the API
 * answers the first booking instead of making a second. Kept beside the form's kept fields (`form`
 * is their name), so forgetKeptForm, after a success, ends it; one per form drawn, so a form drawn
 * anew after a success ("Book more places") never reuses a key that storage refused to keep.
 */
export function useIdempotencyKey(form: string): (sent: unknown) => string {
  const kept = useMemo(() => keptIdempotencyKey(keptFormStorageKey(`${form}:idempotency`), 'sent'), [form]);
  return (sent) => kept.keyFor(JSON.stringify(sent));
}
