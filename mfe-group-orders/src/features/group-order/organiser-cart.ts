import { $cart, updateCart } from 'shared-contracts/stores/cart';
import type { CartProduct } from 'shared-contracts/types/cart';
import { ownCartLines, putBackInCart } from './own-food';
import { forgetGroupOrder } from './participant-tokens';
import { putBackLine } from './put-back-line';

/**
 * The organiser's cart leaves their deleted group order: unlike a participant's (spec §4 resets),
 * it keeps their own lines. Not the group's locked lines: going to the checkout put everyone's
 * there, and a refused placing opened the group order again (which may then be deleted); the
 * organiser's own food comes back from the API, once. A cart in another group order (another tab)
 * is not theirs to change. Any screen of theirs may be first.
 */
export function leaveDeletedGroupOrder(link: string): void {
  const cart = $cart.get();
  const inIt = cart.group_order && cart.order_token === link;
  const held = ownCartLines(cart.products);
  forgetGroupOrder(link);
  if (!inIt) return;
  // What leaving gave back (food set aside on joining other group orders) goes next to it.
  const back = $cart.get().products;
  updateCart({ products: held });
  back.forEach(putBackLine);
}

/**
 * The organiser deleted the group order: all their food in it (the API's answer, priced at its
 * store) comes back to their cart, merged with what the cart already holds.
 */
export function takeBackOrganiserFood(link: string, storeId: number, food: CartProduct[]): void {
  leaveDeletedGroupOrder(link);
  putBackInCart(storeId, food);
}
