import { $cart, setStore } from 'shared-contracts/stores/cart';
import type { CartProduct } from 'shared-contracts/types/cart';
import { groupOrderCalls } from './api/group-order-calls';
import { forgetGroupOrder, participantTokenFor } from './participant-tokens';
import { putBackLine } from './put-back-line';

/**
 * The cart's own food: not a group order's lines handed to its checkout (locked, with their
 * order_product_id), which are on the server already and belong to everyone in it.
 */
export function ownCartLines(products: CartProduct[]): CartProduct[] {
  return products.filter((line) => !line.locked && line.order_product_id === null);
}

/**
 * Food of a group order that ended without being placed, as the API priced it at the group's store,
 * goes back into the cart, merged with what the cart holds. A cart gone into another group order
 * meanwhile (another tab) takes none: its food is on the server, and the checkout would offer it.
 */
export function putBackInCart(storeId: number, food: CartProduct[]): void {
  if ($cart.get().group_order) return;
  if ($cart.get().store_id === null) setStore(storeId);
  food.forEach(putBackLine);
}

/**
 * A participant's group order ended for them without being placed (they gave up, the organiser
 * removed them or deleted it): their cart leaves it (spec §4 resets) with their own food back, the
 * food they joined with and what they added. Only the first of their screens to leave puts it back:
 * the others find the token forgotten.
 */
export function leaveWithOwnFood(link: string, storeId: number, food: CartProduct[]): void {
  if (!participantTokenFor(link)) return;
  forgetGroupOrder(link);
  putBackInCart(storeId, food);
}

/**
 * As leaveWithOwnFood, for a screen that did not end it itself, with the food read first. Not read,
 * the cart leaves all the same: it cannot stay in a group order that is over for them.
 */
export async function takeBackOwnFood(link: string, token: string): Promise<void> {
  const back = await groupOrderCalls.foodToTakeBack(link, token).catch(() => null);
  if (back) leaveWithOwnFood(link, back.store_id, back.products);
  else forgetGroupOrder(link);
}
