import { $cart, updateCart } from 'shared-contracts/stores/cart';
import type { CartProduct } from 'shared-contracts/types/cart';
import { putBackInCart } from './own-food';
import { forgetGroupOrder } from './participant-tokens';

/**
 * The organiser's cart leaves their deleted group order: unlike a participant's (spec §4 resets),
 * it keeps what it holds, as it held nothing of anyone else's. Any screen of theirs may be first.
 */
export function leaveDeletedGroupOrder(link: string): void {
  const held = $cart.get().products;
  forgetGroupOrder(link);
  updateCart({ products: held });
}

/**
 * The organiser deleted the group order: all their food in it (the API's answer, priced at its
 * store) comes back to their cart, merged with what the cart already holds.
 */
export function takeBackOrganiserFood(link: string, storeId: number, food: CartProduct[]): void {
  leaveDeletedGroupOrder(link);
  putBackInCart(storeId, food);
}
