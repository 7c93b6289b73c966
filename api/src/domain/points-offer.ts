import type { PointsOffer } from 'shared-contracts/checkout/usable-points';
import type { App } from '../app-instance';

/** What a signed-in customer may spend on an order: balance (the ledger's sum) and the brand's maximum. */
export async function pointsOffer(app: App, userId: number): Promise<PointsOffer> {
  const [website, balance, max] = await Promise.all([
    app.repositories.website.website(),
    app.repositories.orders.pointsBalance(userId),
    app.repositories.orders.maxPointsPerOrder(),
  ]);
  return { loyalty_active: website.loyalty_active === 1, balance, max_per_order: max };
}
