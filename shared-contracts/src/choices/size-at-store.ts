/**
 * A chosen size found again among another store's sizes. Sizes are per store (each store has its
 * own size ids), so the same id means the same store's size; otherwise the size with the same name
 * is the one the customer chose. Undefined when that store does not offer it.
 */
export function sizeAtStore<T extends { id: number; name: string }>(sizes: T[], chosen: { id: number; name: string | null }): T | undefined {
  return sizes.find((size) => size.id === chosen.id) ?? sizes.find((size) => size.name === chosen.name);
}
