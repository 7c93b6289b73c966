import { api } from 'shared-contracts/api/client';
import type { PointsOffer } from 'shared-contracts/checkout/usable-points';

/** GET public/orders/points-offer: the signed-in customer's balance and the maximum per order. */
export function getPointsOffer(): Promise<PointsOffer> {
  return api().get('public/orders/points-offer').json<PointsOffer>();
}
