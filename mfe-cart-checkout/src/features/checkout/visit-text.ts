import { atom, type WritableAtom } from 'nanostores';

/**
 * A text typed at checkout that the spec's cart has no field for (the guest's e-mail, a voucher code
 * not applied yet): kept for the visit in sessionStorage, so a reload does not lose it, and never
 * beyond the visit, as it may be someone else's on a shared computer. In memory when storage is
 * refused (private modes, full quota).
 */
export function visitText(storageKey: string): WritableAtom<string> {
  let saved = '';
  try {
    saved = sessionStorage.getItem(storageKey) ?? '';
  } catch {
    // Storage refused: nothing was kept.
  }
  const text = atom(saved);
  text.listen((value) => {
    try {
      sessionStorage.setItem(storageKey, value);
    } catch {
      // Storage refused: the text lives for this page only.
    }
  });
  return text;
}
