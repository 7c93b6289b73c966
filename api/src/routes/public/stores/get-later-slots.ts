import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { kitchenSlotNow, storeClock } from '../../../domain/later-slots';
import { estimatedMinutesFor, isKitchenSlotFull, offeredLaterSlots } from '../../../domain/offered-slots';
import { notFound } from '../../../http-error';
import { StringEnum, answers } from '../../common-schemas';

/**
 * GET public/stores/{storeId}/later-slots: the later_day / later_time choices of one store for
 * delivery or pickup, from its opening hours in its own time zone, without the slots its kitchen
 * cap says are full. Placing the order checks the chosen slot against this same list, so a slot
 * that closed or filled up meanwhile is refused. It also says whether the kitchen is full for an
 * order now, so the checkout offers later before Place order is refused.
 */
export function getLaterSlotsRoute(app: App): void {
  app.get(
    '/public/stores/:storeId/later-slots',
    {
      schema: {
        tags: ['orders'],
        summary: 'Days and times a store takes orders for later',
        params: Type.Object({ storeId: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({ delivery_type: StringEnum(['delivery', 'pickup'] as const) }),
        response: answers(
          Type.Object({
            days: Type.Array(Type.Object({ day: Type.String(), times: Type.Array(Type.String()) })),
            today: Type.String({ description: "The store's date now (YYYY-MM-DD): the only day a today basket may be scheduled for." }),
            kitchen_full_now: Type.Boolean({ description: "The kitchen's slot for an order now holds the store's cap: such an order would be refused." }),
          }),
          400,
          404,
        ),
      },
    },
    async (request) => {
      const store = (await app.repositories.stores.all()).find((s) => s.id === request.params.storeId);
      if (!store) throw notFound(`Store ${request.params.storeId} not found.`);
      const service = request.query.delivery_type;
      const offers = service === 'delivery' ? store.has_delivery : store.has_pickup;
      const today = storeClock(app.now(), store.time_zone).date;
      if (!offers) return { days: [], today, kitchen_full_now: false };
      const [minutes, cap] = await Promise.all([estimatedMinutesFor(app, service), app.repositories.stores.ordersPerSlot(store.id, service)]);
      const [days, kitchenFull] = await Promise.all([
        offeredLaterSlots(app, store, service, minutes, cap),
        isKitchenSlotFull(app, store.id, service, kitchenSlotNow(app.now(), store.time_zone, minutes), cap),
      ]);
      return { days, today, kitchen_full_now: kitchenFull };
    },
  );
}
