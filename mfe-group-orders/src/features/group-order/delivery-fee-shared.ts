import type { GroupOrderPaymentMode } from 'shared-contracts/types/group-order';

/**
 * Whether who pays the one delivery fee is a question: only when each person pays their own part
 * (split). When one person pays everything (integral, organiser pays), so do they the fee, and the
 * group_order_payment_type changes nobody's bill.
 */
export function deliveryFeeIsShared(mode: GroupOrderPaymentMode): boolean {
  return mode === 'split';
}
