import type { PlacedOrder } from 'shared-contracts/types/order';

export type StoredCost = 'packagingFee' | 'freeProducts' | 'deliveryFee' | 'voucher' | 'points' | 'groupExtra';

/**
 * What leads from the lines to the total, as stored with the order (never recomputed), signed as
 * each counts, the zero ones left out. Line totals leave out the pack price, which the subtotal
 * holds as the packaging fee; the free products are taken off the subtotal. The group extra is the
 * group order's own amount, which the total includes but the order row does not hold.
 */
export function storedCostLines(order: PlacedOrder, groupExtra: number): { cost: StoredCost; amount: number }[] {
  const lines: { cost: StoredCost; amount: number }[] = [
    { cost: 'packagingFee', amount: order.packaging_fee },
    { cost: 'freeProducts', amount: -order.free_products_discount },
    { cost: 'deliveryFee', amount: order.delivery_fee },
    { cost: 'voucher', amount: -order.voucher_value },
    { cost: 'points', amount: -order.loyalty_points },
    { cost: 'groupExtra', amount: groupExtra },
  ];
  return lines.filter((line) => line.amount !== 0);
}
