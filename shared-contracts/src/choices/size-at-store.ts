/**
 * A chosen size found again among another store's sizes. Sizes are per store (each store has its
 * own size ids), so the same id means the same store's size; otherwise the size with the same name
 * is the one the customer chose. Undefined when that store does not offer it.
 */
export function sizeAtStore<T extends { id: number; name: string }>(sizes: T[], chosen: { id: number; name: string | null }): T | undefined {
  return sizes.find((size) => size.id === chosen.id) ?? sizes.find((size) => size.name === chosen.name);
}

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
