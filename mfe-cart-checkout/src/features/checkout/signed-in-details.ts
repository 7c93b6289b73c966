import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { getAccountContact } from './api/get-account-contact';
import { $guestEmail } from './guest-email';

/**
 * A signed-in customer finds their name, e-mail and phone in the checkout, from their account. Only
 * empty fields are filled: what was typed for this order (another phone, say) stays.
 */
export async function fillSignedInDetails(signal: AbortSignal): Promise<void> {
  let account;
  try {
    account = await getAccountContact(signal);
  } catch {
    // Signed out meanwhile, offline or aborted: the fields stay for the customer to fill.
    return;
  }
  const cart = $cart.get();
  const patch = {
    ...(cart.name.trim() === '' && account.name ? { name: account.name } : {}),
    ...(cart.phone.trim() === '' && account.phone ? { phone: account.phone } : {}),
  };
  if (Object.keys(patch).length > 0) updateCart(patch);
  if ($guestEmail.get().trim() === '' && account.email) $guestEmail.set(account.email);
}
