import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { creditPointsForPaidOrder } from '../../domain/account/credit-points-for-paid-order';
import { notFound } from '../../http-error';
import { answers } from '../common-schemas';

/**
 * POST /dev/orders/{token}/paid: confirms an order's payment as the restaurant does for cash and
 * card-on-delivery orders (staff tools are not shown), so development and the e2e suites can see
 * points credited. Not registered in production; providers confirm through the payments side.
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
      const order = await app.db.selectFrom('orders').select('id').where('token', '=', request.params.token).executeTakeFirst();
      if (!order) throw notFound('No order has this token.');
      const credited = await creditPointsForPaidOrder(app.db, order.id, app.now(), await app.repositories.website.website());
      return { order_points: credited.orderPoints, referral_points: credited.referralPoints };
    },
  );
}
