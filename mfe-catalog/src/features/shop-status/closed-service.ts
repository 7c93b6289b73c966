import type { DeliveryType } from 'shared-contracts/types/cart';
import type { ShopStatus } from 'shared-contracts/types/shop-status';

/** A catalog text (en.json) about the cart's service. */
export type ClosedServiceText =
  | 'delivery_closed_now_later' | 'delivery_not_available' | 'pickup_closed_now_later' | 'pickup_not_available'
  | 'delivery_open_now' | 'pickup_open_now';

/**
 * What the customer should hear about the service their cart is for (delivery_type) when it is
 * closed now. shop_status.message speaks only when both services are closed, so a delivery customer
 * at 22:00, delivery until 21:00 and pickup until 23:00, was told nothing before checkout. Said:
 * whether the service can be ordered for later, and the other service if it is open now. A table
 * order's service is the table: nothing. When both are closed the message says it, so a line is added
 * only where it would mislead: "you can order for later" when the cart's service has no later hours.
 */
export function closedServiceTexts(status: ShopStatus, deliveryType: DeliveryType): ClosedServiceText[] {
  if (deliveryType === 'table') return [];
  const other = deliveryType === 'delivery' ? 'pickup' : 'delivery';
  if (status[`${deliveryType}_now`]) return [];
  const later = status[`${deliveryType}_later`];
  if (status.message && (later || !status[`${other}_later`])) return [];
  const closed: ClosedServiceText = later ? `${deliveryType}_closed_now_later` : `${deliveryType}_not_available`;
  return status[`${other}_now`] ? [closed, `${other}_open_now`] : [closed];
}
