import { Type } from '@sinclair/typebox';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import { sql } from 'kysely';
import type { App } from '../../app-instance';
import { abandonIfOverdue } from '../../domain/orders/unpaid-order-abandonment';
import { notFound } from '../../http-error';
import { answers } from '../common-schemas';

/**
 * POST /dev/orders/{token}/unpaid-deadline: the order's unpaid time runs out now, as if it had been
 * placed (and last tried, its method last changed) UNPAID_ORDER_DEADLINE_MINUTES and a minute ago,
 * and the abandonment runs on it as the minute's round would. The e2e suites and development see
 * an order cancelled unpaid without waiting half an hour. Not registered in production. Answers
 * whether it is abandoned: an order the rule does not cover (paid, cash, a table's or a group's) is
 * left as it was.
 */
export function postUnpaidDeadlineRoute(app: App): void {
  app.post(
    '/dev/orders/:token/unpaid-deadline',
    {
      schema: {
        tags: ['development'],
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: answers(Type.Object({ abandoned: Type.Boolean() }), 404),
      },
    },
    async (request) => {
      const order = await app.repositories.payments.payableOrder(request.params.token);
      if (!order) throw notFound('No order has this token.');
      const past = sql<Date>`now() - ${UNPAID_ORDER_DEADLINE_MINUTES + 1} * interval '1 minute'`;
      const changedInPast = sql<Date | null>`case when payment_method_changed_at is null then null else ${past} end`;
      await app.db.updateTable('orders').set({ created_at: past, payment_method_changed_at: changedInPast }).where('id', '=', order.id).execute();
      await app.db.updateTable('payments').set({ updated_at: past }).where('order_id', '=', order.id).execute();
      return { abandoned: await abandonIfOverdue(app, order, 'en') };
    },
  );
}
