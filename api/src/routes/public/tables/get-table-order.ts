import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { isPaymentUnderWay } from '../../../domain/orders/payment-due';
import { notFound } from '../../../http-error';
import { OrderTokenSchema, answers } from '../../common-schemas';
import { TableLinkParams, TableOrderStatusSchema } from './table-schemas';
import { tableByLink } from './table-by-link';

/** GET public/tables/{link}/orders/{token}: whether the staff has received an order sent from this table, and whether it is paid (or its payment being confirmed), or cancelled unpaid. */
export function getTableOrderRoute(app: App): void {
  app.get(
    '/public/tables/:link/orders/:token',
    {
      schema: {
        tags: ['tables'],
        summary: 'The state of an order sent from this table',
        params: Type.Intersect([TableLinkParams, Type.Object({ token: OrderTokenSchema() })]),
        response: answers(TableOrderStatusSchema, 400, 404),
      },
    },
    async (request) => {
      const table = await tableByLink(app, request, request.params.link);
      const order = await app.repositories.tables.orderAtTable(table.id, request.params.token);
      if (!order) throw notFound('There is no order with this link at this table.');
      return {
        token: order.token,
        status: order.table_received_at ? ('received' as const) : ('sent_to_waiter' as const),
        paid: order.paid_at !== null,
        cancelled: order.abandoned_at !== null,
        // An online payment the provider is still confirming: paying again could charge twice.
        payment_under_way: order.paid_at === null && isPaymentUnderWay(order.open_payment_status),
        payment_method: order.payment_method,
        total: order.total,
      };
    },
  );
}
