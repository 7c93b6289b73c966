import { cartLineKey } from 'shared-contracts/stores/same-cart-line';
import type { CartProduct } from 'shared-contracts/types/cart';

/**
 * The cart's lines an order did not take: a placed order empties the cart, and another tab (whose
 * Add does not wait for $placingOrder) may have added a line, or to a line, while it was on its way.
 * Each line loses only the quantity the order sent of it; what is left is the customer's next cart.
 */
export function linesNotOrdered(now: CartProduct[], ordered: CartProduct[]): CartProduct[] {
  const sent = new Map<string, number>();
  for (const line of ordered) sent.set(cartLineKey(line), (sent.get(cartLineKey(line)) ?? 0) + line.quantity);
  return now.flatMap((line) => {
    const key = cartLineKey(line);
    const taken = Math.min(sent.get(key) ?? 0, line.quantity);
    sent.set(key, (sent.get(key) ?? 0) - taken);
    return line.quantity > taken ? [{ ...line, quantity: line.quantity - taken }] : [];
  });
}
