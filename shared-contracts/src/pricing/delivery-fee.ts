import type { CartProduct, DeliveryType, GroupOrderPaymentType } from 'shared-contracts/types/cart';
import type { DeliveryArea, RangeFee } from 'shared-contracts/types/delivery-area';
import type { Voucher } from 'shared-contracts/types/voucher';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { missingForVoucher } from 'shared-contracts/pricing/voucher-minimum';

export interface DeliveryFeeInput {
  area: DeliveryArea | null;
  deliveryType: DeliveryType;
  subtotal: number;
  voucher: Voucher | null;
  voucherValue: number;
  products: CartProduct[];
  groupOrderPayExtra: number;
  groupPaymentType: GroupOrderPaymentType;
  isGroupOrderAdmin: boolean;
  isGroupOrder: boolean;
}

/** Bands in ascending order, so "the first fee" is the lowest band whatever order the API sent. */
export function sortedRangeFees(area: DeliveryArea): RangeFee[] {
  return [...area.fees].sort((a, b) => a.from_value - b.from_value);
}

/**
 * Range type: the band [from_value, to_value) holding the value; the first band when below it; else 0.
 * Spec §9 says the band is chosen by "the total". Read as the subtotal (products and packaging, after
 * the free-items discount): the total includes the delivery fee itself, so a fee chosen by it would
 * be circular, and the minimum order (spec §5, the first band's from_value) is measured on it too.
 */
function rangeFee(area: DeliveryArea, subtotal: number): number {
  const fees = sortedRangeFees(area);
  const first = fees[0];
  if (!first) return 0;
  if (subtotal < first.from_value) return first.fee;
  return fees.find((band) => subtotal >= band.from_value && subtotal < band.to_value)?.fee ?? 0;
}

/** Fixed type: transport_price, waived once min_order_free_transport (when set) is reached. */
function fixedFee(area: DeliveryArea, subtotal: number): number {
  const freeFrom = area.min_order_free_transport;
  if (freeFrom !== null && subtotal >= freeFrom) return 0;
  return area.transport_price;
}

/**
 * Spec §9 delivery fee, and spec §6: in a group order paid in total, only the admin pays it.
 * Reading of "the voucher is not for delivery": a voucher whose `for_delivery` is false keeps the
 * fee at zero, as the spec states it, once it applies: one still waiting for its own minimum takes
 * nothing off yet (the fee would show 0 beside "add X more", then come back). No voucher leaves the
 * fee to the area's rules.
 */
export function deliveryFee(input: DeliveryFeeInput): number {
  const { area, subtotal, voucher } = input;
  if (input.deliveryType !== 'delivery' || !area) return 0;
  if (input.isGroupOrder && input.groupPaymentType === 'total' && !input.isGroupOrderAdmin) return 0;
  if (voucher && input.voucherValue >= subtotal) return 0;
  if (voucher && !voucher.for_delivery && missingForVoucher(voucher, { products: input.products, delivery_type: input.deliveryType }) === 0) return 0;
  if (input.products.length === 0 && input.groupOrderPayExtra <= 0) return 0;
  return roundMoney(area.fee_type === 'range' ? rangeFee(area, subtotal) : fixedFee(area, subtotal));
}
