import { api } from 'shared-contracts/api/client';
import type { DeliveryType } from 'shared-contracts/types/cart';

export interface PointsEntry {
  id: number;
  points: number;
  /**
   * returned: points given back (positive) because the order that redeemed them was cancelled unpaid.
   * order_taken_back, referral_taken_back: an order's credit taken back (negative) because its money
   * went back to the buyer; the referral one is for a friend's order, not the customer's own.
   * redeemed_given_back: points spent on an order given back (positive) because all its money went back.
   */
  reason: 'order' | 'referral' | 'redeemed' | 'returned' | 'order_taken_back' | 'referral_taken_back' | 'redeemed_given_back';
  order_id: number | null;
  created_at: string;
  /** When the entry's order was placed: how the order history names it. */
  order_placed_at: string | null;
}

export interface UserVoucher {
  code: string;
  value_type: string;
  value: number;
  min_order_value: number;
  valid_from: string | null;
  valid_until: string | null;
  /** A used voucher stays listed as used; otherwise where today stands in its validity period. */
  state: 'valid' | 'not_yet_valid' | 'expired' | 'used';
  /** When an order used it. */
  used_at: string | null;
}

export interface Benefits {
  loyalty_active: boolean;
  points_balance: number;
  points_history: PointsEntry[];
  points_percent: Record<DeliveryType, number>;
  referral_points: number;
  referral_code: string;
  vouchers: UserVoucher[];
}

export function getBenefits(): Promise<Benefits> {
  return api().get('public/account/benefits').json();
}
