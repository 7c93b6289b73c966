import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { orderProgress } from '../../../domain/account/order-progress';
import { reorderAtStore } from '../../../domain/account/reorder-at-store';
import { contentLanguageOf } from '../../../domain/language';
import { storedOptionNames } from '../../../domain/orders/chosen-options';
import { isPaymentDue } from '../../../domain/orders/payment-due';
import { notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { storeIdHeader } from '../../store-id-header';
import { accountMessage } from '../../../domain/account/account-messages';
import { AccountOrderSchema, AccountOrdersQuery, OrderIdParams, ReorderSchema, StoreIdHeaders } from './account-orders-schemas';
import { ACCOUNT_CHANGE_RATE_LIMIT } from '../auth/auth-rate-limits';
import { signedInUser } from './signed-in-user';

/** GET public/account/orders and POST public/account/orders/{id}/reorder: the customer's own orders only. */
export function accountOrdersRoutes(app: App): void {
  app.get(
    '/public/account/orders',
    {
      schema: {
        tags: ['account'],
        summary: "Current and past orders, newest first, a page at a time, their lines named in the request's language",
        querystring: AccountOrdersQuery,
        response: answers(Type.Array(AccountOrderSchema), 400, 401),
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      const now = app.now();
      const orders = await app.repositories.accountOrders.listOf(user.id, contentLanguageOf(request), request.query);
      return orders.map((order) => ({
        id: order.id,
        token: order.token,
        created_at: new Date(order.created_at).toISOString(),
        // Over when its day is over where its store is, which may not be where the brand is.
        ...orderProgress(order, now, order.store_time_zone),
        payment_due: !order.paid_by_shares && isPaymentDue(order, order.open_payment_status),
        store_id: order.store_id,
        store_name: order.store_name,
        delivery_type: order.delivery_type,
        for_later: order.for_later,
        later_day: order.later_day,
        later_time: order.later_time,
        packaging_fee: order.packaging_fee,
        free_products_discount: order.free_products_discount,
        delivery_fee: order.delivery_fee,
        voucher_code: order.voucher_code,
        voucher_value: order.voucher_value,
        loyalty_points: order.loyalty_points,
        group_extra: order.group_extra,
        total: order.total,
        paid_by_customer: order.paid_by_customer,
        lines: order.lines.map(({ name, size_name, options, quantity, total }) => ({
          name,
          size_name,
          options: storedOptionNames(options),
          quantity,
          total,
        })),
      }));
    },
  );

  app.post(
    '/public/account/orders/:id/reorder',
    {
      config: { rateLimit: ACCOUNT_CHANGE_RATE_LIMIT },
      schema: {
        tags: ['account'],
        summary: "An order's lines again, priced by today's store (X-Store-Id, else the order's), with what cannot be ordered named",
        params: OrderIdParams,
        headers: StoreIdHeaders,
        response: answers(ReorderSchema, 400, 401, 404, 429),
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      const order = await app.repositories.accountOrders.findOwn(user.id, request.params.id);
      // The same answer for someone else's order as for one that does not exist.
      if (!order) throw notFound(accountMessage(request, 'order_not_found'));
      const again = await reorderAtStore(app, order, storeIdHeader(request.headers['x-store-id']), contentLanguageOf(request));
      if (!again) throw notFound(accountMessage(request, 'order_not_found'));
      return again;
    },
  );
}
