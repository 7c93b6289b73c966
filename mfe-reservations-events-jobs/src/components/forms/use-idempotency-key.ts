import { useRef } from 'react';
import { useKeptState } from 'shared-contracts/forms/use-kept-state';

/**
 * The Idempotency-Key of what a form sends, as the checkout keeps its order's: the same content
 * sent again (a double click, a retry after a lost answer, a reload and another click) reuses its
 * key, so the API answers the first booking instead of making a second; content edited since is a
 * new send with a new key, so the edit is not answered with the first one and dropped. Kept beside
 * the form's kept fields (`form` is their name), so a reload keeps it and forgetKeptForm, after a
 * success, ends it.
 */
export function useIdempotencyKey(form: string): (sent: unknown) => string {
  const [kept, setKept] = useKeptState(`${form}:idempotency`, { sent: '', key: '' });
  // Read at once: a second submit before the next render finds the key just made.
  const last = useRef(kept);
  return (sent) => {
    const content = JSON.stringify(sent);
    if (last.current.key !== '' && last.current.sent === content) return last.current.key;
    last.current = { sent: content, key: crypto.randomUUID() };
    setKept(last.current);
    return last.current.key;
  };
}
