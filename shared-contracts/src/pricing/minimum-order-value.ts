import type { DeliveryType } from 'shared-contracts/types/cart';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import { sortedRangeFees } from 'shared-contracts/pricing/delivery-fee';

/**
 * Spec §5 minimum order value (delivery fee excluded). Delivery: the first range fee's from_value
 * for a range area, else the area's min_order_value; pickup and table have none. A voucher's own
 * minimum is its own rule (voucher-minimum.ts), with its own message: the voucher waits until it is reached.
 */
export function minimumOrderValue(deliveryType: DeliveryType, area: DeliveryArea | null): number {
  if (deliveryType !== 'delivery' || !area) return 0;
  return area.fee_type === 'range' ? (sortedRangeFees(area)[0]?.from_value ?? 0) : area.min_order_value;
}

/** Whether the order value (subtotal, delivery fee excluded) is below the minimum. */
export function isBelowMinimumOrder(subtotal: number, deliveryType: DeliveryType, area: DeliveryArea | null): boolean {
  return subtotal < minimumOrderValue(deliveryType, area);
}
