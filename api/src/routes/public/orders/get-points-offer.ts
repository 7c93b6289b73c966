import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { pointsOffer } from '../../../domain/points-offer';
import { answers } from '../../common-schemas';
import { signedInUser } from '../account/signed-in-user';

/**
 * GET public/orders/points-offer: the bonus points a signed-in customer may spend at checkout
 * (spec §5: balance and the maximum per order come from the server). Placing the order checks the
 * same numbers.
 */
export function getPointsOfferRoute(app: App): void {
  app.get(
    '/public/orders/points-offer',
    {
      schema: {
        tags: ['orders'],
        summary: 'Bonus points the signed-in customer may spend on an order',
        response: answers(
          Type.Object({ loyalty_active: Type.Boolean(), balance: Type.Integer(), max_per_order: Type.Integer() }),
          401,
        ),
      },
    },
    async (request) => pointsOffer(app, (await signedInUser(app, request)).id),
  );
}
