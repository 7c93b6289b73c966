import type { CartProduct } from 'shared-contracts/types/cart';
import { cartLineKey } from 'shared-contracts/stores/same-cart-line';

/**
 * What the customer added to the cart since `before`: the lines it did not have, and of the lines it
 * had, only the quantity raised. Lines removed or lowered since add nothing.
 */
export function linesAddedSince(before: readonly CartProduct[], now: readonly CartProduct[]): CartProduct[] {
  const quantityBefore = new Map<string, number>();
  for (const line of before) quantityBefore.set(cartLineKey(line), (quantityBefore.get(cartLineKey(line)) ?? 0) + line.quantity);
  const added: CartProduct[] = [];
  for (const line of now) {
    const key = cartLineKey(line);
    const had = quantityBefore.get(key) ?? 0;
    quantityBefore.set(key, Math.max(0, had - line.quantity));
    if (line.quantity > had) added.push(had === 0 ? line : { ...line, quantity: line.quantity - had });
  }
  return added;
}
