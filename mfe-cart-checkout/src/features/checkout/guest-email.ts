import { $user } from 'shared-contracts/stores/user';
import { visitText } from './visit-text';

/**
 * The guest's e-mail for the order confirmation. The spec's cart has no e-mail field, so it is kept
 * for the visit (a reload keeps it) and typed again on another device or in a new visit.
 */
export const $guestEmail = visitText('cart_checkout:guest-email');

/** Whose the kept e-mail is: the account's id, or '' for a guest. */
const $emailOwner = visitText('cart_checkout:guest-email-owner');

// An e-mail kept for one account (or for the guest) is not offered to the next: signed out, or in
// as someone else in the same tab, the order's confirmation would go to the one before. A signed-in
// customer's checkout then fills in their own account's e-mail (signed-in-details).
$user.subscribe((user) => {
  const owner = user.token && user.id !== null ? String(user.id) : '';
  if ($emailOwner.get() === owner) return;
  $guestEmail.set('');
  $emailOwner.set(owner);
});
