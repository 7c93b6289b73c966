import { soldSize } from 'shared-contracts/choices/size-at-store';
import type { CartProduct } from 'shared-contracts/types/cart';

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
