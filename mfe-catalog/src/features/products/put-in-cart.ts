import type { TFunction } from 'i18next';
import { $cart } from 'shared-contracts/stores/cart';
import type { CartProduct } from 'shared-contracts/types/cart';
import { addToCart } from './add-to-cart';
import { notifyAddedToCart } from './notify-added-to-cart';

/**
 * "Add to cart" puts the food where the customer's order is: their cart, or, while they are in a
 * group order, their own part of it on the server (spec §6: participants' product changes go
 * through the server). A line kept in the cart there could never be ordered: the group's order is
 * made of what the server holds. That path is loaded only when it is taken.
 */
export function putInCart(line: CartProduct, storePage: number | null, productName: string, t: TFunction): void {
  const { group_order: inGroupOrder, participant_token: token } = $cart.get();
  if (inGroupOrder && token) {
    void import('./add-to-group-order').then(({ addToGroupOrder }) => addToGroupOrder(token, line, productName, t));
  } else if (addToCart(line, storePage)) {
    notifyAddedToCart(productName, t);
  }
}
