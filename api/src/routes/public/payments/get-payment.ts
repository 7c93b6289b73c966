import type { App } from '../../../app-instance';
import { paymentView } from '../../../domain/payments/payment-view';
import { recordPaymentStatus } from '../../../domain/payments/record-payment-status';
import { answers } from '../../common-schemas';
import { startedPaymentOf } from './payable-order';
import { OrderTokenParams, PaymentSchema } from './payment-schemas';

/**
 * GET public/payments/{orderToken}: the payment's status. Until it has succeeded, the provider is
 * asked (server to server) first, so a provider's return page or a reload sees its latest word;
 * one that knows of no charge yet does not reopen an attempt under way (ATTEMPT_GRACE_MS). A
 * payment its provider ended unpaid (a PayPal order whose capture was denied) is closed, and is
 * answered with its failure until the next start (POST public/payments) makes a new one.
 */
export function getPaymentRoute(app: App): void {
  app.get(
    '/public/payments/:orderToken',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment of an order, as its provider last confirmed it',
        params: OrderTokenParams,
        response: answers(PaymentSchema, 400, 404),
      },
    },
    async (request) => {
      // A payment its provider ended is still the order's word (its failure) until the next start.
      const { order, payment } = await startedPaymentOf(app, request, request.params.orderToken, { endedToo: true });
      const provider = app.paymentProviders[payment.method];
      let current = payment;
      if (provider && provider.name === payment.provider && payment.provider_payment_id && payment.status !== 'succeeded') {
        try {
          current = await recordPaymentStatus(app, payment, await provider.retrieve(payment.provider_payment_id), { statusCheck: true });
        } catch (error) {
          // The stored status is still true as far as we know; the next poll asks again.
          request.log.warn({ err: error, provider: provider.name }, 'the payment provider did not answer a status check');
        }
      }
      return paymentView(app, current, order, provider);
    },
  );
}
