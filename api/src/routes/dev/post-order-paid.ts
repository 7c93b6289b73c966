import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { confirmOrderPaid } from '../../domain/payments/confirm-order-paid';
import { notFound } from '../../http-error';
import { answers } from '../common-schemas';

/**
 * POST /dev/orders/{token}/paid: confirms any order's payment, online or not, so development and
 * the e2e suites can see points credited without a provider. Not registered in production, where
 * providers confirm online payments and the staff confirm the rest (POST staff/orders/{id}/paid);
 * all three take the same path (confirmOrderPaid), so an order is credited once.
 */
export function postOrderPaidRoute(app: App): void {
  app.post(
    '/dev/orders/:token/paid',
    {
      schema: {
        tags: ['development'],
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: answers(Type.Object({ order_points: Type.Integer(), referral_points: Type.Integer() }), 404),
      },
    },
    async (request) => {
      const order = await app.repositories.payments.payableOrder(request.params.token);
      if (!order) throw notFound('No order has this token.');
      const { currency } = await app.repositories.website.website();
      await confirmOrderPaid(app, order, { amount: order.total, currency });
      // What the order earned (the ledger holds one row per order and reason).
      const credited = await app.db.selectFrom('points_ledger').select(['reason', 'points']).where('order_id', '=', order.id).execute();
      const points = (reason: string) => credited.filter((row) => row.reason === reason).reduce((sum, row) => sum + row.points, 0);
      return { order_points: points('order'), referral_points: points('referral') };
    },
  );
}
