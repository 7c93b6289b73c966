import { atom } from 'nanostores';
import { api } from 'shared-contracts/api/client';
import { saveDeliveryAddress } from 'shared-contracts/stores/user';
import type { Cart } from 'shared-contracts/types/cart';
import type { DeliveryAddress } from 'shared-contracts/types/user';

/** The signed-in customer asked to keep this order's delivery address in their account. */
export const $saveAddress = atom(false);

/**
 * After an order: the delivery address goes to the account (spec §3: an address with a known id is
 * replaced, a new one added) and into the user store the same way. A failure loses only the saving.
 * The saved address it replaces may have been deleted meanwhile (in another tab): it is then added
 * as a new one, as the customer asked to keep it; the error catalogue's answer to that 404 would
 * have taken the customer away from their order's page to the homepage.
 */
export async function saveOrderAddress(cart: Cart): Promise<void> {
  const point = cart.geolocation;
  if (cart.delivery_type !== 'delivery' || !point || cart.address === '') return;
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
    });
  let answer = await save(cart.address_id);
  if (answer.status === 404 && cart.address_id !== null) answer = await save(null);
  if (answer.ok) saveDeliveryAddress(await answer.json<DeliveryAddress>());
}
