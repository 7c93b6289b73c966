/** One unit of a cart line that a free-items voucher may give away: a product or one of its options. */
export interface PricedUnit {
  /** Position of the unit's line in the cart's products. */
  line: number;
  price: number;
}

/**
 * The `count` most expensive units: free items are taken most expensive first (spec §9). Between
 * units of one price the earlier line goes first, so the cart can say which line is free.
 */
export function mostExpensiveUnits(units: PricedUnit[], count: number): PricedUnit[] {
  if (count <= 0) return [];
  return [...units].sort((a, b) => b.price - a.price || a.line - b.line).slice(0, count);
}

/** One entry per unit, so "3 x 5.00" competes as three separate 5.00 units. */
export function repeatUnits(line: number, price: number, quantity: number): PricedUnit[] {
  return Array.from({ length: Math.max(0, Math.floor(quantity)) }, () => ({ line, price }));
}
