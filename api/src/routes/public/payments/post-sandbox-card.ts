import { Type } from '@sinclair/typebox';
import { isCurrentExpiry, passesLuhn } from 'shared-contracts/payments/sandbox-cards';
import type { App } from '../../../app-instance';
import { contentLanguageOf, translate } from '../../../domain/language';
import { PAYMENT_ATTEMPT_TEXTS } from '../../../domain/payments/payment-attempt-texts';
import { paymentRefusal } from '../../../domain/payments/payment-refusal';
import { paymentView } from '../../../domain/payments/payment-view';
import { recordPaymentStatus } from '../../../domain/payments/record-payment-status';
import { answers } from '../../common-schemas';
import { paymentAsItIs, startedPaymentOf } from './payable-order';
import { OrderTokenParams, PaymentSchema, SandboxCardBodySchema } from './payment-schemas';

const FieldsSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
});

/**
 * POST public/payments/{orderToken}/sandbox-card: pays with the built-in sandbox's test card. Only
 * one attempt runs at a time and a paid order is never charged again: a double click or a retry
 * gets the payment as it is.
 */
export function postSandboxCardRoute(app: App): void {
  app.post(
    '/public/payments/:orderToken/sandbox-card',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Pay an order with a sandbox test card',
        params: OrderTokenParams,
        body: SandboxCardBodySchema,
        response: { ...answers(PaymentSchema, 400, 404, 409, 429), 422: FieldsSchema },
      },
    },
    async (request, reply) => {
      const { order, payment } = await startedPaymentOf(app, request, request.params.orderToken);
      const provider = app.paymentProviders.card;
      const language = contentLanguageOf(request);
      if (payment.provider !== 'sandbox' || !provider?.chargeCard || provider.name !== 'sandbox' || !payment.provider_payment_id) {
        throw paymentRefusal(409, PAYMENT_ATTEMPT_TEXTS.not_sandbox, language);
      }
      const fields: Record<string, string> = {};
      if (!passesLuhn(request.body.card_number)) fields.card_number = translate(PAYMENT_ATTEMPT_TEXTS.card_number, language);
      if (!isCurrentExpiry(request.body.expiry, app.now())) fields.expiry = translate(PAYMENT_ATTEMPT_TEXTS.card_expiry, language);
      if (!/^\d{3,4}$/.test(request.body.cvc)) fields.cvc = translate(PAYMENT_ATTEMPT_TEXTS.card_cvc, language);
      if (Object.keys(fields).length > 0) {
        return reply.code(422).send({ statusCode: 422, error: 'Unprocessable Entity', message: Object.values(fields)[0] as string, fields });
      }
      const attempt = await app.repositories.payments.startAttempt(payment.id);
      // Another attempt is under way or the order is paid: answer with the payment as it is.
      if (!attempt) return paymentView(app, await paymentAsItIs(app, payment, request), order, provider);
      const { card_number, expiry, cvc } = request.body;
      const answer = await provider.chargeCard(payment.provider_payment_id, { number: card_number, expiry, cvc });
      return paymentView(app, await recordPaymentStatus(app, attempt, answer), order, provider);
    },
  );
}
