import { roundMoney } from 'shared-contracts/pricing/round-money';

export interface CartTotalInput {
  subtotal: number;
  deliveryFee: number;
  voucherValue: number;
  loyaltyPoints: number;
  groupOrderPayExtra: number;
}

/** Spec §9: subtotal + delivery fee - voucher - loyalty points, floored at 0, + group extra. */
export function cartTotal(input: CartTotalInput): number {
  const beforeExtra = Math.max(0, input.subtotal + input.deliveryFee - input.voucherValue - input.loyaltyPoints);
  return roundMoney(beforeExtra + input.groupOrderPayExtra);
}
