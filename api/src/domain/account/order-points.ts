import type { DeliveryType } from 'shared-contracts/types/cart';

export interface LoyaltyRules {
  /** Spec §9: the percent of the paid amount credited as points, per delivery type. */
  pointsPercent: Record<DeliveryType, number>;
  referralPoints: number;
}

/**
 * Points a paid order earns: a percent of the paid amount, by delivery type, in whole points
 * (rounded down, so a customer never sees a fraction). None while loyalty is off (flag != 1).
 */
export function orderPoints(paidAmount: number, deliveryType: DeliveryType, rules: LoyaltyRules, loyaltyActive: number): number {
  if (loyaltyActive !== 1 || paidAmount <= 0) return 0;
  return Math.floor((paidAmount * rules.pointsPercent[deliveryType]) / 100 + 1e-9);
}

/**
 * Spec §9: whether a friend's referral earns its referrer points: loyalty on (flag 1) and a referral
 * worth more than 0 points. Where it earns none, the shop asks for no referral code (website settings'
 * has_referrals) and a code sent anyway is ignored: a code that earns nobody anything is not kept.
 */
export function referralsEarnPoints(loyaltyActive: number, rules: Pick<LoyaltyRules, 'referralPoints'>): boolean {
  return loyaltyActive === 1 && rules.referralPoints > 0;
}
