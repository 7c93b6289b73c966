import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $user } from 'shared-contracts/stores/user';
import { getAccountContact } from './api/get-account-contact';
import { $guestEmail } from './guest-email';

/**
 * A signed-in customer finds their name, e-mail and phone in the checkout, from their account. Only
 * empty fields are filled: what was typed for this order (another phone, say) stays. Their saved
 * addresses are the account's as it is now: the user cookie holds them as they were at sign-in, so
 * an address added on another device would otherwise not be offered here until they signed in again.
 */
export async function fillSignedInDetails(signal: AbortSignal): Promise<void> {
  const token = $user.get().token;
  let account;
  try {
    account = await getAccountContact(signal);
  } catch {
    // Signed out meanwhile, offline or aborted: the fields stay for the customer to fill.
    return;
  }
  // Signed out or in as someone else meanwhile: these details are not theirs.
  if ($user.get().token !== token) return;
  const cart = $cart.get();
  const patch = {
    ...(cart.name.trim() === '' && account.name ? { name: account.name } : {}),
    ...(cart.phone.trim() === '' && account.phone ? { phone: account.phone } : {}),
  };
  if (Object.keys(patch).length > 0) updateCart(patch);
  if ($guestEmail.get().trim() === '' && account.email) $guestEmail.set(account.email);
  const user = $user.get();
  if (Array.isArray(account.delivery_addresses)) $user.set({ ...user, delivery_addresses: account.delivery_addresses });
}
