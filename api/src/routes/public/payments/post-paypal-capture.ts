import type { App } from '../../../app-instance';
import { PAYMENT_ATTEMPT_TEXTS } from '../../../domain/payments/payment-attempt-texts';
import { paymentRefusal } from '../../../domain/payments/payment-refusal';
import { paymentView } from '../../../domain/payments/payment-view';
import { recordPaymentStatus } from '../../../domain/payments/record-payment-status';
import { answers } from '../../common-schemas';
import { paymentAsItIs, startedPaymentOf } from './payable-order';
import { OrderTokenParams, PaymentSchema } from './payment-schemas';
import { contentLanguageOf } from '../../../domain/language';

/**
 * POST public/payments/{orderToken}/paypal-capture: after the customer approved the PayPal order in
 * the buttons (or its card fields), the API captures it (server to server). PayPal-Request-Id makes a
 * repeat a no-op; a capture after a declined one is a new request (paypal-provider's captureRequestId).
 * An order whose one capture was declined or denied can never be captured again: its payment is
 * closed as the answer is recorded, and the order's next start (POST public/payments) is a new order.
 */
export function postPaypalCaptureRoute(app: App): void {
  app.post(
    '/public/payments/:orderToken/paypal-capture',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Capture an approved PayPal payment',
        params: OrderTokenParams,
        response: answers(PaymentSchema, 400, 404, 409, 429, 502),
      },
    },
    async (request) => {
      const { order, payment } = await startedPaymentOf(app, request, request.params.orderToken);
      const provider = app.paymentProviders.paypal;
      if (payment.provider !== 'paypal' || !provider?.capture || !payment.provider_payment_id) {
        throw paymentRefusal(409, PAYMENT_ATTEMPT_TEXTS.not_paypal, contentLanguageOf(request));
      }
      // One capture at a time, and none once the order pays by another method (the attempt is refused).
      const attempt = await app.repositories.payments.startAttempt(payment.id);
      if (!attempt) return paymentView(app, await paymentAsItIs(app, payment, request), order, provider);
      let answer;
      try {
        answer = await provider.capture(payment.provider_payment_id, attempt.declined_captures);
      } catch (error) {
        // Whether PayPal captured is unknown: the status stays processing and the next check asks PayPal.
        // No decline is counted, so a capture tried again is the same request to PayPal.
        request.log.warn({ err: error }, 'PayPal did not capture the order');
        throw paymentRefusal(502, PAYMENT_ATTEMPT_TEXTS.paypal_unanswered, contentLanguageOf(request));
      }
      // A decline is counted as it is recorded (payments-repository's applyStatus): the next capture is a
      // new request; an order that ended unpaid closes the payment there too.
      return paymentView(app, await recordPaymentStatus(app, attempt, answer), order, provider);
    },
  );
}
