/** GET public/orders/points-offer: what a signed-in customer may spend on an order. */
export interface PointsOffer {
  /** Spec §4: loyalty is active when the brand's loyalty flag equals 1. */
  loyalty_active: boolean;
  balance: number;
  max_per_order: number;
}

/**
 * The most points this order may take: the balance, the brand's maximum per order, and no more
 * than the products cost after the voucher (one point is worth one unit of money; spec §9).
 */
export function usablePoints(offer: PointsOffer, payableBeforePoints: number): number {
  if (!offer.loyalty_active) return 0;
  return Math.max(0, Math.min(offer.balance, offer.max_per_order, Math.floor(payableBeforePoints)));
}

/** Spec §5: whole points, not negative, within what the order may take. */
export function isCorrectPoints(points: number, usable: number): boolean {
  return Number.isInteger(points) && points >= 0 && points <= usable;
}
