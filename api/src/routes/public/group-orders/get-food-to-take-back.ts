import type { App } from '../../../app-instance';
import { ownFood } from '../../../domain/group-orders/own-food';
import { contentLanguageOf } from '../../../domain/language';
import { answers } from '../../common-schemas';
import { groupOrderAsked } from './participant-asking';
import { FoodToTakeBackSchema, GroupOrderLinkParams, PanelQuerySchema } from './group-order-schemas';

/**
 * GET public/group-orders/{link}/food-to-take-back?participant_token=...: the participant's own food
 * once the group order ended for them without being placed, the organiser having deleted it or
 * removed them (or they gave up on another screen), priced at its store now: their screen puts it
 * back in their cart, as the organiser's delete and one's own give-up answer it. None otherwise.
 */
export function getFoodToTakeBackRoute(app: App): void {
  app.get(
    '/public/group-orders/:link/food-to-take-back',
    {
      schema: {
        tags: ['group-orders'],
        summary: "One's own food of a group order that ended without being placed, for one's cart",
        params: GroupOrderLinkParams,
        querystring: PanelQuerySchema,
        response: answers(FoodToTakeBackSchema, 400, 403, 404),
      },
    },
    async (request) => {
      const { group, me } = await groupOrderAsked(app, request, request.params.link, request.query.participant_token);
      const lines = await app.repositories.groupOrders.foodToTakeBack(me, group);
      return { store_id: group.store_id, products: await ownFood(app, group, lines, contentLanguageOf(request)) };
    },
  );
}
