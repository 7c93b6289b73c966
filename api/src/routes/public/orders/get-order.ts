import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { contentLanguageOf, translate } from '../../../domain/language';
import { PAYMENT_TEXTS } from '../../../domain/payments/payment-texts';
import { notFound } from '../../../http-error';
import { OrderTokenSchema, answers } from '../../common-schemas';
import { PlacedOrderSchema } from './order-schemas';

/** GET public/orders/{token}: the order as stored; the token is unguessable, so it is the key. */
export function getOrderRoute(app: App): void {
  app.get(
    '/public/orders/:token',
    {
      schema: {
        tags: ['orders'],
        summary: "An order by its token, its lines named in the request's language",
        params: Type.Object({ token: OrderTokenSchema() }),
        response: answers(PlacedOrderSchema, 400, 404),
      },
    },
    async (request) => {
      const language = contentLanguageOf(request);
      // Read by its customer now, in the page's language: a dish ordered in another one is named in it.
      const order = await app.repositories.orders.findByToken(request.params.token, language);
      if (!order) throw notFound(translate(PAYMENT_TEXTS.order_not_found, language));
      const { request_hash: _hash, ...placed } = order;
      // Paid share by share: the order's page sends its reader to the group order's screen.
      const groupOrderLink = await app.repositories.groupOrders.splitLinkOfOrder(placed.token);
      if (groupOrderLink) return { ...placed, group_order_link: groupOrderLink };
      // Cancelled unpaid: the page says "nothing was charged" only when nothing may have been.
      if (placed.abandoned) return { ...placed, payment_unverified: await app.repositories.abandonedOrders.paymentUnverified(placed.token) };
      // Still to pay: the page says by when, or the order is cancelled.
      const deadline = placed.payment_due ? await app.repositories.abandonedOrders.paymentDeadline(placed.token) : undefined;
      return deadline ? { ...placed, payment_deadline: deadline.toISOString() } : placed;
    },
  );
}
