import { atom } from 'nanostores';

const STORAGE_KEY = 'cart_checkout:guest-email';

function saved(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The guest's e-mail for the order confirmation. The spec's cart has no e-mail field, so it is
 * kept for the visit in sessionStorage (a reload keeps it, so the same order is sent again under
 * the same Idempotency-Key) and typed again on another device.
 */
export const $guestEmail = atom(saved());

$guestEmail.listen((email) => {
  try {
    sessionStorage.setItem(STORAGE_KEY, email);
  } catch {
    // Storage refused: the e-mail lives for this page only.
  }
});
