import { useState } from 'react';
import { putInCart } from './put-in-cart';

/**
 * putInCart for an Add button: busy (aria-busy, presses ignored) while a group order's answer is
 * awaited, so pressing again meanwhile sends nothing more and is not told "added" a second time.
 */
export function usePutInCart() {
  const [busy, setBusy] = useState(false);
  function put(...args: Parameters<typeof putInCart>): void {
    // Also a submit that does not go through the button (Enter in the product page's form).
    if (busy) return;
    const answer = putInCart(...args);
    if (!answer) return;
    setBusy(true);
    void answer.finally(() => setBusy(false));
  }
  return { busy, put };
}
