import { atom } from 'nanostores';
import type { TFunction } from 'i18next';
import { api } from 'shared-contracts/api/client';
import { hasStatus, serverMessage } from 'shared-contracts/api/server-message';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $loggedIn, $user, saveDeliveryAddress } from 'shared-contracts/stores/user';
import type { Cart } from 'shared-contracts/types/cart';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import { tellAddressNotSaved } from './address-not-saved';

/** The signed-in customer asked to keep this order's delivery address in their account. */
export const $saveAddress = atom(false);

function sameAddress(one: Cart, other: Cart): boolean {
  return (
    one.address_id === other.address_id &&
    one.address === other.address &&
    one.address_line2 === other.address_line2 &&
    one.address_name === other.address_name &&
    one.address_instructions === other.address_instructions &&
    one.geolocation?.lat === other.geolocation?.lat &&
    one.geolocation?.lng === other.geolocation?.lng
  );
}

/**
 * After an order: the delivery address goes to the account (spec §3: an address with a known id is
 * replaced, a new one added) and into the user store the same way. A failure loses only the saving,
 * and is thrown for the caller to tell: quiet, so the error catalogue neither says it in its general
 * words nor takes the customer away from their order's page (a 401 to the sign-in screen).
 * The saved address it replaces may have been deleted meanwhile (in another tab): it is then added
 * as a new one, as the customer asked to keep it; the error catalogue's answer to that 404 would
 * have taken the customer away from their order's page to the homepage.
 */
export async function saveOrderAddress(cart: Cart): Promise<void> {
  const point = cart.geolocation;
  if (cart.delivery_type !== 'delivery' || !point || cart.address === '') return;
  const token = $user.get().token;
  const save = (id: number | null) =>
    api().post('public/account/delivery-addresses', {
      json: {
        ...(id !== null ? { id } : {}),
        address: cart.address,
        address_line2: cart.address_line2,
        name: cart.address_name,
        instructions: cart.address_instructions,
        lat: point.lat,
        lng: point.lng,
      },
      throwHttpErrors: (status) => status !== 404,
      context: { quiet: true },
    });
  let answer = await save(cart.address_id);
  if (answer.status === 404 && cart.address_id !== null) answer = await save(null);
  if (!answer.ok) throw new Error(`The delivery address was not saved (${answer.status})`);
  const saved = await answer.json<DeliveryAddress>();
  // Signed out (or in as someone else) meanwhile: neither the account nor the cart is theirs now.
  if ($user.get().token !== token) return;
  saveDeliveryAddress(saved);
  // The cart keeps the address for the next order (spec §4): it now names the saved copy, so that
  // order updates it instead of adding another copy (or, its old copy deleted, a 404 every time).
  if (sameAddress($cart.get(), cart)) updateCart({ address_id: saved.id });
}

/**
 * The ask is for the order just placed, or each later order saved its address again: the next
 * order's box starts unticked, its label "Save these changes to my saved address" once the cart
 * names the saved copy. Resolves when the saving is done, and told if it failed (see
 * tellAddressNotSaved): the customer would otherwise believe the address kept. `orderPage` is the
 * token of the order whose success page the customer is sent to, null when another screen is next.
 */
export async function saveOrderAddressIfAsked(cart: Cart, { orderPage, t }: { orderPage: string | null; t: TFunction }): Promise<void> {
  const asked = $saveAddress.get() && $loggedIn.get();
  $saveAddress.set(false);
  if (!asked) return;
  try {
    await saveOrderAddress(cart);
  } catch (error) {
    // A refusal (the account's limit of saved addresses) has the server's sentence, in the customer's language.
    const message = hasStatus(error, 422) ? await serverMessage(error) : null;
    tellAddressNotSaved({ message }, orderPage, t);
  }
}
