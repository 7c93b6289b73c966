import { $cart, addProduct } from 'shared-contracts/stores/cart';
import { isSameCartLine } from 'shared-contracts/stores/same-cart-line';
import { MAX_LINE_QUANTITY, type CartProduct } from 'shared-contracts/types/cart';

/**
 * A line handed back to the cart (a group order ended unplaced) is food the customer had, not a
 * new choice addProduct may refuse whole: where the same line in the cart leaves less room than it
 * needs, as much as fits (up to MAX_LINE_QUANTITY) comes back, after addProduct's warning. Refused,
 * it would be lost: what it came from (the API's answer, the set-aside copy) is gone by then.
 */
export function putBackLine(line: CartProduct): void {
  const held = $cart.get().products.find((candidate) => isSameCartLine(candidate, line))?.quantity ?? 0;
  if (addProduct(line)) return;
  const room = MAX_LINE_QUANTITY - held;
  if (room > 0) addProduct({ ...line, quantity: room });
}
