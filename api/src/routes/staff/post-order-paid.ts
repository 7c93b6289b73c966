import { Type } from '@sinclair/typebox';
import { isOfflinePaymentMethod } from 'shared-contracts/payments/offline-methods';
import type { DeliveryType } from 'shared-contracts/types/cart';
import type { App } from '../../app-instance';
import { confirmOrderPaid } from '../../domain/payments/confirm-order-paid';
import { tableMessage } from '../../domain/table-ordering/table-messages';
import { HttpError, notFound } from '../../http-error';
import { answers } from '../common-schemas';
import { IdParams, StaffHeaders } from './staff-schemas';
import { STAFF_RATE_LIMIT, staffStore } from './staff-store';

/**
 * POST staff/orders/{id}/paid: the staff took the money for an order paid by hand (cash, or card
 * on the terminal, at the door, the counter or a table). It becomes paid through the same path as
 * a provider's confirmation, so its bonus points are credited once however often it is tapped.
 * Another store's order is 404; an online one is its provider's to confirm (409).
 */
export function postStaffOrderPaidRoute(app: App): void {
  app.post(
    '/staff/orders/:id/paid',
    {
      schema: {
        tags: ['staff'],
        summary: 'An order paid by hand is confirmed paid',
        headers: StaffHeaders,
        params: IdParams,
        response: answers(Type.Object({ ok: Type.Literal(true), already_paid: Type.Boolean({ description: 'It had been confirmed before; nothing changed.' }) }), 401, 404, 409),
      },
      config: { rateLimit: STAFF_RATE_LIMIT },
    },
    async (request) => {
      const storeId = staffStore(app, request);
      const order = await app.repositories.staffOrders.ofStore(storeId, request.params.id);
      if (!order) throw notFound(tableMessage(request, 'order_not_found'));
      if (!isOfflinePaymentMethod(order.payment_method, order.delivery_type as DeliveryType)) throw new HttpError(409, tableMessage(request, 'paid_online'));
      const { currency } = await app.repositories.website.website();
      const confirmed = await confirmOrderPaid(app, order, { amount: order.total, currency });
      return { ok: true as const, already_paid: !confirmed };
    },
  );
}
