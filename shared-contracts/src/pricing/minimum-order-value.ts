import type { DeliveryType } from 'shared-contracts/types/cart';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import type { Voucher } from 'shared-contracts/types/voucher';
import { sortedRangeFees } from 'shared-contracts/pricing/delivery-fee';

/**
 * Spec §5 minimum order value (delivery fee excluded). Delivery: the first range fee's from_value
 * for a range area, else the area's min_order_value; pickup and table have none. A voucher's own
 * minimum applies when it is larger.
 */
export function minimumOrderValue(
  deliveryType: DeliveryType,
  area: DeliveryArea | null,
  voucher?: Voucher | null,
): number {
  let minimum = 0;
  if (deliveryType === 'delivery' && area) {
    minimum = area.fee_type === 'range' ? (sortedRangeFees(area)[0]?.from_value ?? 0) : area.min_order_value;
  }
  return Math.max(minimum, voucher?.min_order_value ?? 0);
}

/** Whether the order value (subtotal, delivery fee excluded) is below the minimum. */
export function isBelowMinimumOrder(
  subtotal: number,
  deliveryType: DeliveryType,
  area: DeliveryArea | null,
  voucher?: Voucher | null,
): boolean {
  return subtotal < minimumOrderValue(deliveryType, area, voucher);
}
