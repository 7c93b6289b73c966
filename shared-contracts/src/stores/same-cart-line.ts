import type { CartProduct } from 'shared-contracts/types/cart';

function optionsKey(product: CartProduct): string {
  return product.options
    .map((option) => `${option.id}x${option.quantity}`)
    .sort()
    .join(',');
}

/**
 * Spec §4: the same product with the same size and the same options is one cart line, whose
 * quantity grows, not a second line. The order the options were picked in does not matter.
 */
export function isSameCartLine(a: CartProduct, b: CartProduct): boolean {
  return a.id === b.id && a.selected_size === b.selected_size && optionsKey(a) === optionsKey(b);
}
