import type { CartProduct } from 'shared-contracts/types/cart';

/**
 * The size a line is sold in: the chosen one, or, when none is chosen, the product's only size.
 * One size leaves nothing to choose (the cart has no size picker, and a store may give a product
 * its first size after the line was saved), so the only size stands in for none picked wherever a
 * line is judged or priced; only a choice among several sizes is required. Undefined when the
 * chosen id is not one of `sizes`, or none is chosen and there are none or several.
 */
export function soldSize<T extends { id: number }>(sizes: T[], selectedSize: number | null): T | undefined {
  if (selectedSize === null) return sizes.length === 1 ? sizes[0] : undefined;
  return sizes.find((size) => size.id === selectedSize);
}

/**
 * The price of one unit before options: the price of the size the line is sold in (soldSize: the
 * chosen one, or the only one when none is chosen, as the API charges it), else the product's.
 */
export function productUnitPrice(product: CartProduct): number {
  const size = soldSize(product.sizes, product.selected_size);
  return size ? size.price : product.price;
}

/** What the options add to one unit: option price times option quantity. */
export function productOptionsPrice(product: CartProduct): number {
  return product.options.reduce((sum, option) => sum + option.price * option.quantity, 0);
}

/** One cart line without packaging: quantity x (unit price + options). */
export function productLineValue(product: CartProduct): number {
  return product.quantity * (productUnitPrice(product) + productOptionsPrice(product));
}
