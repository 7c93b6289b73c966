/** The value of the `count` most expensive units: free items are taken most expensive first (spec §9). */
export function mostExpensiveUnits(unitPrices: number[], count: number): number {
  if (count <= 0) return 0;
  return [...unitPrices]
    .sort((a, b) => b - a)
    .slice(0, count)
    .reduce((sum, price) => sum + price, 0);
}

/** One entry per unit, so "3 x 5.00" competes as three separate 5.00 units. */
export function repeatUnits(price: number, quantity: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(quantity)) }, () => price);
}
