import type { Product } from 'shared-contracts/types/product';

/** The price a card shows: the cheapest size when sizes exist, marked "from" when sizes differ. */
export function displayPrice(product: Product): { value: number; isFrom: boolean } {
  if (product.sizes.length === 0) return { value: product.price, isFrom: false };
  const prices = product.sizes.map((size) => size.price);
  const value = Math.min(...prices);
  return { value, isFrom: prices.some((price) => price !== value) };
}
