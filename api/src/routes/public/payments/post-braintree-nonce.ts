import type { App } from '../../../app-instance';
import { PAYMENT_ATTEMPT_TEXTS } from '../../../domain/payments/payment-attempt-texts';
import { paymentRefusal } from '../../../domain/payments/payment-refusal';
import { paymentView } from '../../../domain/payments/payment-view';
import { recordPaymentStatus } from '../../../domain/payments/record-payment-status';
import { answers } from '../../common-schemas';
import { paymentAsItIs, startedPaymentOf } from './payable-order';
import { BraintreeNonceBodySchema, OrderTokenParams, PaymentSchema } from './payment-schemas';
import { contentLanguageOf } from '../../../domain/language';

/**
 * POST public/payments/{orderToken}/braintree-nonce: the sale with the nonce Braintree's drop-in
 * made, for the stored amount. One attempt at a time; a paid order is never charged again.
 */
export function postBraintreeNonceRoute(app: App): void {
  app.post(
    '/public/payments/:orderToken/braintree-nonce',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Pay an order with a Braintree payment method nonce',
        params: OrderTokenParams,
        body: BraintreeNonceBodySchema,
        response: answers(PaymentSchema, 400, 404, 409, 429, 502),
      },
    },
    async (request) => {
      const { order, payment } = await startedPaymentOf(app, request, request.params.orderToken);
      const provider = app.paymentProviders.card;
      if (payment.provider !== 'braintree' || provider?.name !== 'braintree' || !provider.chargeNonce || !payment.provider_payment_id) {
        throw paymentRefusal(409, PAYMENT_ATTEMPT_TEXTS.not_braintree, contentLanguageOf(request));
      }
      const attempt = await app.repositories.payments.startAttempt(payment.id);
      if (!attempt) return paymentView(app, await paymentAsItIs(app, payment, request), order, provider);
      let answer;
      try {
        answer = await provider.chargeNonce({ nonce: request.body.nonce, amount: Number(payment.amount), currency: payment.currency, reference: order.token });
      } catch (error) {
        // Nothing is known of the sale: the status stays processing and the next check asks Braintree.
        request.log.warn({ err: error }, 'Braintree did not answer the sale');
        throw paymentRefusal(502, PAYMENT_ATTEMPT_TEXTS.braintree_unanswered, contentLanguageOf(request));
      }
      return paymentView(app, await recordPaymentStatus(app, attempt, answer), order, provider);
    },
  );
}
