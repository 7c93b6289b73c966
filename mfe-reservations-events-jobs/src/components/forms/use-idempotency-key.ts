import { useMemo } from 'react';
import { keptIdempotencyKey } from 'shared-contracts/forms/kept-idempotency-key';
import { keptFormStorageKey } from 'shared-contracts/forms/use-kept-state';

/** The key of what is sent; called as before by the forms that need no more. */
export interface FormKey {
  (sent: unknown): string;
  /** The fields last sent and not yet answered (a lost answer, a reload since), or null: that booking may stand. */
  pending(): Record<string, unknown> | null;
  /** Refused: nothing was stored under the key, so the send no longer waits for an answer. */
  forget(): void;
}

/**
 * The Idempotency-Key of what a form sends (shared-contracts' kept-idempotency-key), so the API
 * answers the first booking instead of making a second. Kept beside the form's kept fields (`form`
 * is their name), so forgetKeptForm, after a success, ends it; one per form drawn, so a form drawn
 * anew after a success ("Book more places") never reuses a key that storage refused to keep.
 */
export function useIdempotencyKey(form: string): FormKey {
  const kept = useMemo(() => keptIdempotencyKey(keptFormStorageKey(`${form}:idempotency`), 'sent'), [form]);
  return Object.assign((sent: unknown) => kept.keyFor(JSON.stringify(sent)), {
    pending: () => parsed(kept.pending()),
    forget: kept.forget,
  });
}

function parsed(content: string | null): Record<string, unknown> | null {
  try {
    const sent: unknown = content === null ? null : JSON.parse(content);
    return typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
