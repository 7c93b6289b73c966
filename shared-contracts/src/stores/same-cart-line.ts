import type { CartProduct } from 'shared-contracts/types/cart';

type LineChoices = Pick<CartProduct, 'id' | 'selected_size' | 'options'>;

/** What makes a cart line itself: the product, its size and its options (not the quantity). */
export function cartLineKey(line: LineChoices): string {
  const options = line.options
    .map((option) => `${option.id}x${option.quantity}`)
    .sort()
    .join(',');
  return `${line.id}|${line.selected_size ?? ''}|${options}`;
}

/**
 * Spec §4: the same product with the same size and the same options is one cart line, whose
 * quantity grows, not a second line. The order the options were picked in does not matter.
 */
export function isSameCartLine(a: LineChoices, b: LineChoices): boolean {
  return cartLineKey(a) === cartLineKey(b);
}
