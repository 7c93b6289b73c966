import { advanceOrderProduct } from 'shared-contracts/checkout/order-timing';
import type { CartProduct, DeliveryType } from 'shared-contracts/types/cart';
import type { ShopStatus } from 'shared-contracts/types/shop-status';

/** Why "as soon as possible" is not offered, which its label says. */
export type NowUnavailable = 'closed' | 'later_only' | 'advance';

export interface OfferedTimings {
  now: boolean;
  later: boolean;
  nowUnavailable: NowUnavailable | null;
  /** The product that needs advance ordering, when it is why. */
  advanceProduct: string | null;
}

/**
 * What the checkout's "when?" offers: spec §3 shop_status for the service (open now, later hours,
 * only_later_hours) and spec §4 (a product that needs advance ordering is never for now). Before
 * the status is known both are offered; placing the order checks again.
 */
export function offeredTimings(status: ShopStatus | null, deliveryType: DeliveryType, products: CartProduct[]): OfferedTimings {
  const advance = advanceOrderProduct(products)?.name ?? null;
  const delivery = deliveryType === 'delivery';
  const openNow = status ? (delivery ? status.delivery_now : status.pickup_now) : true;
  const onlyLater = status ? (delivery ? status.only_later_hours : status.only_later_hours_pickup) : false;
  const later = status ? (delivery ? status.delivery_later : status.pickup_later) : true;
  const nowUnavailable: NowUnavailable | null = !openNow ? 'closed' : onlyLater ? 'later_only' : advance ? 'advance' : null;
  return { now: nowUnavailable === null, later, nowUnavailable, advanceProduct: advance };
}
