import type { App } from '../../../app-instance';
import { groupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { newGroupOrderLink } from '../../../domain/group-orders/participant-token';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { CreateGroupOrderBodySchema, EntryKeyHeadersSchema, JoinedSchema } from './group-order-schemas';
import { entryOf, joinedAnswer, nameOf, payExtraOf, validGroupProducts } from './group-order-input';
import { contentLanguageOf } from '../../../domain/language';
import { orderingClosedRefusal } from '../../../domain/orders/ordering-closed';
import { onlineMethodsOnOffer } from '../../../domain/payments/offered-payment-methods';

/**
 * POST public/group-orders: the organiser starts a group order from their cart and gets the share
 * link and their own participant token (they are the group_order_admin). Sent again under its
 * Idempotency-Key after its answer was lost, it answers the group order it started (200), so the
 * organiser's food is not left in one nobody sees.
 */
export function postGroupOrdersRoute(app: App): void {
  app.post(
    '/public/group-orders',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['group-orders'],
        summary: 'Start a group order',
        headers: EntryKeyHeadersSchema,
        body: CreateGroupOrderBodySchema,
        response: { ...answers(JoinedSchema, 400, 422, 429), 201: JoinedSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // A group order gathers food for one order: none can be placed while the brand takes none.
      const closed = orderingClosedRefusal(await app.repositories.website.website(), contentLanguageOf(request));
      if (closed) throw new HttpError(422, closed);
      const name = nameOf(request, body.name);
      const store = (await app.repositories.stores.all()).find((candidate) => candidate.id === body.store_id);
      if (!store) throw new HttpError(422, groupOrderMessage(request, 'store_unknown'));
      let deliveryAreaId: number | null = null;
      if (body.delivery_type === 'delivery') {
        // An area of a store delivering now, as the checkout's lookup found it (deliveringAreasWithStore).
        const area = (await app.repositories.stores.deliveringAreasWithStore()).find((candidate) => candidate.id === body.delivery_area_id && candidate.store_id === store.id);
        if (!area) throw new HttpError(422, groupOrderMessage(request, 'delivery_area_unknown'));
        deliveryAreaId = area.id;
      }
      // Split: each pays their own share by card, which needs cards paid online.
      if (body.payment_mode === 'split' && !(await onlineMethodsOnOffer(app)).some((online) => online.method === 'card')) {
        throw new HttpError(422, groupOrderMessage(request, 'split_needs_cards'));
      }
      const payExtra = await payExtraOf(app, request, body.group_order_pay_extra);
      const products = await validGroupProducts(app, request, store.id, body.products ?? []);
      if ('refusal' in products) throw new HttpError(422, products.refusal);

      const { entry, token } = entryOf(app, request, name, 'start');
      const started = await app.repositories.groupOrders.create(
        {
          link: newGroupOrderLink(),
          store_id: store.id,
          delivery_type: body.delivery_type,
          delivery_area_id: deliveryAreaId,
          payment_mode: body.payment_mode,
          payment_type: body.group_order_payment_type ?? 'split',
          pay_extra: payExtra,
        },
        entry,
        products.lines,
      );
      if (!started.ok) throw new HttpError(422, groupOrderMessage(request, started.refused));
      return reply.code(started.value.repeated ? 200 : 201).send(joinedAnswer(started.group, token));
    },
  );
}
