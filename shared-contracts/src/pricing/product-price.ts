import type { CartProduct } from 'shared-contracts/types/cart';

/** The price of one unit before options: the selected size's price when a size is chosen. */
export function productUnitPrice(product: CartProduct): number {
  if (product.selected_size === null) return product.price;
  const size = product.sizes.find((candidate) => candidate.id === product.selected_size);
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
