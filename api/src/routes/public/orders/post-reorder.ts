import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { reorderAtStore } from '../../../domain/account/reorder-at-store';
import { contentLanguageOf, translate } from '../../../domain/language';
import { PAYMENT_TEXTS } from '../../../domain/payments/payment-texts';
import { notFound } from '../../../http-error';
import { OrderTokenSchema, answers } from '../../common-schemas';
import { storeIdHeader } from '../../store-id-header';
import { ReorderSchema, StoreIdHeaders } from '../account/account-orders-schemas';

/**
 * POST public/orders/{token}/reorder: the order's lines again, as the account's reorder gives them,
 * for whoever has the order's link. A guest whose order was cancelled unpaid has no order history
 * to reorder from, and the cart was emptied when the order was placed.
 */
export function postReorderRoute(app: App): void {
  app.post(
    '/public/orders/:token/reorder',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: "An order's lines again by its token, priced by today's store (X-Store-Id, else the order's), with what cannot be ordered named",
        params: Type.Object({ token: OrderTokenSchema() }),
        headers: StoreIdHeaders,
        response: answers(ReorderSchema, 400, 404, 429),
      },
    },
    async (request) => {
      const language = contentLanguageOf(request);
      const order = await app.repositories.accountOrders.findByToken(request.params.token);
      const again = order && (await reorderAtStore(app, order, storeIdHeader(request.headers['x-store-id']), language));
      if (!again) throw notFound(translate(PAYMENT_TEXTS.order_not_found, language));
      return again;
    },
  );
}
