import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { HttpError, notFound } from '../../http-error';
import { WebhookSignatureError, type PaymentProvider } from '../../domain/payments/payment-provider';
import { announceMoneyReturned, announceOrderPaid, applyPaymentStatus } from '../../domain/payments/record-payment-status';
import { groupOrdersRepository } from '../../repositories/group-orders-repository';
import { paymentsRepository } from '../../repositories/payments-repository';
import { StringEnum, answers } from '../common-schemas';

const ReceivedSchema = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });

/**
 * Per sending address: PayPal's check of a signature is a call to PayPal with the shop's
 * credentials, so a loop of forged posts is stopped here. Far above what a provider sends one shop
 * (a few events an order; Stripe and PayPal send from several addresses), and a delivery refused
 * with 429 is not lost: each provider retries it for hours or days, and status checks ask anyway.
 */
export const WEBHOOK_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

/**
 * POST /webhooks/{provider}: the provider's confirmations. The raw body is kept (signatures are
 * over the exact bytes); a bad signature is refused with 400 and changes nothing; an event seen
 * before is acknowledged and ignored, so a webhook delivered twice is applied once. The event is
 * remembered in the transaction that applies it: if applying fails, nothing is remembered, the
 * provider gets a 5xx and its retry applies the event. So too for an event that would make an
 * attempt under way payable (a late decline of the attempt before it, while the next is being
 * charged): 503, and its retry is applied once that attempt settled or its grace is over
 * (ATTEMPT_GRACE_MS).
 */
export async function postProviderWebhookRoute(app: App): Promise<void> {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/webhooks/:provider',
      {
        config: { rateLimit: WEBHOOK_RATE_LIMIT },
        schema: {
          tags: ['payments'],
          summary: 'A payment provider\'s signed notification',
          params: Type.Object({ provider: StringEnum(['stripe', 'paypal', 'braintree'] as const) }),
          response: answers(ReceivedSchema, 400, 404, 429, 503),
        },
      },
      async (request) => {
        const provider = [app.paymentProviders.card, app.paymentProviders.paypal].find(
          (candidate): candidate is PaymentProvider => candidate?.name === request.params.provider,
        );
        if (!provider?.readWebhook) throw notFound(`Webhooks from ${request.params.provider} are not configured.`);
        if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'The webhook has no body.');
        let event;
        try {
          event = await provider.readWebhook(request.body, request.headers);
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new HttpError(400, `The webhook signature does not verify: ${error.message}`);
          throw error;
        }
        if (!event) return { received: true, duplicate: false };
        if ('moneyReturned' in event) {
          await announceMoneyReturned(app, provider.name, event);
          return { received: true, duplicate: false };
        }
        const payment = await app.repositories.payments.byProviderPaymentId(provider.name, event.providerPaymentId);
        if (!payment) return { received: true, duplicate: false };
        const applied = await app.db.transaction().execute(async (trx) => {
          const payments = paymentsRepository(trx);
          if (!(await payments.firstDelivery(provider.name, event.eventId))) return null;
          const outcome = await applyPaymentStatus({ payments, groupOrders: groupOrdersRepository(trx) }, payment, event, app.now(), { webhook: true });
          if (outcome.heldBack) {
            request.log.info({ provider: provider.name, eventId: event.eventId, paymentId: payment.id }, 'a webhook held back while an attempt to pay is under way');
            // Thrown, so the delivery is not remembered either: the provider's retry is applied.
            throw new HttpError(503, 'An attempt to pay is under way: this event is applied when it is sent again.');
          }
          return outcome;
        });
        if (!applied) return { received: true, duplicate: true };
        // After the commit: listeners (loyalty points) use their own connections.
        await announceOrderPaid(app, applied);
        return { received: true, duplicate: false };
      },
    );
  });
}
