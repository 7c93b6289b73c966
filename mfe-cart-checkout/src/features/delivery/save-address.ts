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
 */
export async function saveOrderAddress(cart: Cart): Promise<void> {
  if (cart.delivery_type !== 'delivery' || !cart.geolocation || cart.address === '') return;
  const saved = await api()
    .post('public/account/delivery-addresses', {
      json: {
        ...(cart.address_id !== null ? { id: cart.address_id } : {}),
        address: cart.address,
        address_line2: cart.address_line2,
        name: cart.address_name,
        instructions: cart.address_instructions,
        lat: cart.geolocation.lat,
        lng: cart.geolocation.lng,
      },
    })
    .json<DeliveryAddress>();
  saveDeliveryAddress(saved);
}
