import type { App } from '../../../app-instance';
import { createPayment } from '../../../domain/payments/create-payment';
import { paymentView } from '../../../domain/payments/payment-view';
import { answers } from '../../common-schemas';
import { payableOrderOf } from './payable-order';
import { CreatePaymentBodySchema, PaymentSchema } from './payment-schemas';
import { contentLanguageOf } from '../../../domain/language';

/**
 * POST public/payments: the order's payment with its provider, created once (201) and returned
 * as it is on every later call (200). The amount is the stored order's total; a refusal is in the
 * request's language (Content-Language), as the order's refusals are.
 */
export function postPaymentsRoute(app: App): void {
  app.post(
    '/public/payments',
    {
      // As every other payment call: enough for a customer's retries, not for a loop.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Start (or read back) the payment of a placed order',
        body: CreatePaymentBodySchema,
        response: { ...answers(PaymentSchema, 400, 404, 422, 429, 502, 503), 201: PaymentSchema },
      },
    },
    async (request, reply) => {
      const order = await payableOrderOf(app, request, request.body.order_token);
      const { row, created } = await createPayment(app, order, request.headers.origin, contentLanguageOf(request));
      const provider = app.paymentProviders[row.method];
      return reply.code(created ? 201 : 200).send(await paymentView(app, row, order, provider));
    },
  );
}
