import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { groupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { reopenedIfUnplaceable } from '../../../domain/group-orders/group-order-minimum';
import { groupOrderView } from '../../../domain/group-orders/group-order-view';
import { groupOrderTopic } from '../../../domain/group-orders/participant-token';
import { requestLanguage } from '../../../domain/language';
import { HttpError, notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { getFoodToTakeBackRoute } from './get-food-to-take-back';
import { groupOrderAsked } from './participant-asking';
import { GroupOrderLinkParams, GroupOrderSchema, InvitationSchema, PanelQuerySchema, PlacedWhereAndWhenSchema } from './group-order-schemas';

/**
 * GET public/group-orders/{link}: what the join page needs (who organises, where);
 * GET public/group-orders/{link}/panel?participant_token=...: the panel, only for its participants; and
 * GET public/group-orders/{link}/placed?participant_token=...: when and where its placed order is ready;
 * and the food to take back of one it ended for without being placed (get-food-to-take-back).
 */
export function getGroupOrderRoutes(app: App): void {
  app.get(
    '/public/group-orders/:link',
    { schema: { tags: ['group-orders'], summary: 'The invitation a share link opens', params: GroupOrderLinkParams, response: answers(InvitationSchema, 400, 404) } },
    async (request) => {
      const group = await app.repositories.groupOrders.byLink(request.params.link);
      if (!group) throw notFound(groupOrderMessage(request, 'link_invalid'));
      const [participants, stores] = await Promise.all([app.repositories.groupOrders.participants(group.id), app.repositories.stores.all()]);
      return {
        link: group.link,
        status: group.status,
        store_name: stores.find((store) => store.id === group.store_id)?.name ?? '',
        organiser_name: participants.find((participant) => participant.is_admin)?.name ?? '',
        payment_mode: group.payment_mode,
        group_order_payment_type: group.payment_type,
        group_order_pay_extra: Number(group.pay_extra),
      };
    },
  );

  app.get(
    '/public/group-orders/:link/panel',
    {
      schema: {
        tags: ['group-orders'],
        summary: "The group order's participants, their lines, states and amounts",
        params: GroupOrderLinkParams,
        querystring: Type.Intersect([PanelQuerySchema, Type.Object({ translate_language: Type.Optional(Type.String({ maxLength: 10 })) })]),
        response: answers(GroupOrderSchema, 400, 403, 404),
      },
    },
    async (request) => {
      const { group, me } = await groupOrderAsked(app, request, request.params.link, request.query.participant_token);
      // Completed, then the store stopped selling some of its food: the organiser could not place it.
      const current = await reopenedIfUnplaceable(app, group);
      if (current.status !== group.status) await app.live.changed(groupOrderTopic(group.id));
      return groupOrderView(app, current, me, request.params.link, requestLanguage(request.query.translate_language, request.headers['content-language']));
    },
  );

  app.get(
    '/public/group-orders/:link/placed',
    {
      schema: {
        tags: ['group-orders'],
        summary: "When and where the group's placed order is ready (spec §2 order success)",
        params: GroupOrderLinkParams,
        querystring: PanelQuerySchema,
        response: answers(PlacedWhereAndWhenSchema, 400, 403, 404),
      },
    },
    async (request) => {
      const { group, me } = await groupOrderAsked(app, request, request.params.link, request.query.participant_token);
      // Its address is for those the order is for, not one who left it (or was removed from it).
      if (me.left_at !== null) throw new HttpError(403, groupOrderMessage(request, 'not_participant'));
      const order = group.order_id === null ? null : await app.repositories.orders.findById(group.order_id);
      if (!order) throw notFound('The group order is not placed yet.');
      const { delivery_type, pickup_type, store, address, address_line2, for_later, later_day, later_time, estimated_minutes } = order;
      return { delivery_type, pickup_type, store, address, address_line2, for_later, later_day, later_time, estimated_minutes };
    },
  );

  getFoodToTakeBackRoute(app);
}
