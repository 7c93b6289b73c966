/** Spec §3 "shop_status". */
export interface ShopStatus {
  delivery_now: boolean;
  pickup_now: boolean;
  delivery_later: boolean;
  pickup_later: boolean;
  has_delivery: boolean;
  has_pickup: boolean;
  someone_has_delivery: boolean;
  someone_has_pickup: boolean;
  /** Shown when the shop is closed; empty when open. */
  message: string;
  only_later_hours: boolean;
  only_later_hours_pickup: boolean;
}
