import type { OrderPaymentMethods } from 'shared-contracts/payments/payment-status';
import type { App } from '../../../app-instance';
import { changePaymentMethod } from '../../../domain/payments/change-payment-method';
import { paymentMethodsOnOffer } from '../../../domain/payments/offered-payment-methods';
import type { PayableOrder } from '../../../repositories/payments-repository';
import { answers } from '../../common-schemas';
import { payableOrderOf } from './payable-order';
import { ChangePaymentMethodBodySchema, OrderPaymentMethodsSchema, OrderTokenParams } from './payment-schemas';
import { contentLanguageOf } from '../../../domain/language';

async function orderPaymentMethods(app: App, order: PayableOrder): Promise<OrderPaymentMethods> {
  return {
    order_token: order.token,
    delivery_type: order.delivery_type,
    payment_method: order.payment_method,
    methods: await paymentMethodsOnOffer(app, order.delivery_type, order.store_id),
  };
}

/**
 * GET public/payments/{orderToken}/method: the order's payment method and the others offered for
 * it (its delivery type, its store). PUT: after a failed payment, pay by another of them; refused
 * once paid or while a payment is under way. Setting the method it has changes nothing.
 */
export function orderPaymentMethodRoutes(app: App): void {
  app.get(
    '/public/payments/:orderToken/method',
    {
      schema: {
        tags: ['payments'],
        summary: 'A placed order\'s payment method and the methods offered for it',
        params: OrderTokenParams,
        response: answers(OrderPaymentMethodsSchema, 400, 404),
      },
    },
    async (request) => orderPaymentMethods(app, await payableOrderOf(app, request, request.params.orderToken)),
  );

  app.put(
    '/public/payments/:orderToken/method',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Pay an unpaid order by another method offered for it',
        params: OrderTokenParams,
        body: ChangePaymentMethodBodySchema,
        response: answers(OrderPaymentMethodsSchema, 400, 404, 409, 422, 429, 502),
      },
    },
    async (request) => {
      const order = await payableOrderOf(app, request, request.params.orderToken);
      await changePaymentMethod(app, order, request.body.payment_method, contentLanguageOf(request));
      return orderPaymentMethods(app, await payableOrderOf(app, request, order.token));
    },
  );
}
