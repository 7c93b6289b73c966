import { Type } from '@sinclair/typebox';
import { isOfflinePaymentMethod, offlinePaymentMethods } from 'shared-contracts/payments/offline-methods';
import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { DeliveryType } from 'shared-contracts/types/cart';
import type { App } from '../../app-instance';
import { contentLanguageOf } from '../../domain/language';
import { confirmOrderPaid } from '../../domain/payments/confirm-order-paid';
import { paidByHandInstead } from '../../domain/payments/paid-by-hand-instead';
import { PAID_BY_HAND_TEXTS } from '../../domain/payments/paid-by-hand-texts';
import { paymentRefusal } from '../../domain/payments/payment-refusal';
import { tableMessage } from '../../domain/table-ordering/table-messages';
import { HttpError, notFound } from '../../http-error';
import type { PayableOrder } from '../../repositories/payments-repository';
import { answers, StringEnum } from '../common-schemas';
import { IdParams, StaffHeaders } from './staff-schemas';
import { STAFF_RATE_LIMIT, staffStore } from './staff-store';

// Optional (null when no body is sent): the orders paid by hand from the start need nothing more.
const PaidBody = Type.Union([
  Type.Object({
    payment_method: Type.Optional(
      StringEnum(offlinePaymentMethods('table'), {
        description: 'How the money was taken, for a table order the guest chose to pay online (card, PayPal): its online payment is cancelled first.',
      }),
    ),
  }),
  Type.Null(),
]);

/**
 * A table order to be paid online may be paid by hand instead: the guest pays at the till when the
 * online payment never came, before its unpaid deadline cancels it. Other online orders are paid online
 * before they are made (or abandoned unpaid), and a group's order is settled by its organiser.
 */
const payableByHandInstead = (order: PayableOrder) => order.delivery_type === 'table' && !order.in_group_order && isOnlinePaymentMethod(order.payment_method);

/**
 * POST staff/orders/{id}/paid: the staff took the money for an order paid by hand (cash, or card
 * on the terminal, at the door, the counter or a table). It becomes paid through the same path as
 * a provider's confirmation, so its bonus points are credited once however often it is tapped.
 * A table order the guest chose to pay online is taken as paid by hand with `payment_method` (how
 * the money was taken) once its online payment is cancelled (paid-by-hand-instead); what prevents
 * that is refused with the staff's words and changes nothing. Another store's order is 404; any
 * other online one is its provider's to confirm (409).
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
        body: PaidBody,
        response: answers(Type.Object({ ok: Type.Literal(true), already_paid: Type.Boolean({ description: 'It had been confirmed before; nothing changed.' }) }), 401, 404, 409, 422, 429, 502),
      },
      config: { rateLimit: STAFF_RATE_LIMIT },
    },
    async (request) => {
      const storeId = await staffStore(app, request);
      const order = await app.repositories.staffOrders.ofStore(storeId, request.params.id);
      if (!order) throw notFound(tableMessage(request, 'order_not_found'));
      if (isOfflinePaymentMethod(order.payment_method, order.delivery_type as DeliveryType)) {
        const { currency } = await app.repositories.website.website();
        return { ok: true as const, already_paid: !(await confirmOrderPaid(app, order, { amount: order.total, currency })) };
      }
      if (!payableByHandInstead(order)) throw new HttpError(409, tableMessage(request, 'paid_online'));
      const language = contentLanguageOf(request);
      const method = request.body?.payment_method;
      if (!method) throw paymentRefusal(422, PAID_BY_HAND_TEXTS.how_paid, language);
      return { ok: true as const, already_paid: !(await paidByHandInstead(app, order, method, language)) };
    },
  );
}
