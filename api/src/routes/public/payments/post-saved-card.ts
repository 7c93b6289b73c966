import type { App } from '../../../app-instance';
import { accountMessage } from '../../../domain/account/account-messages';
import { PAYMENT_ATTEMPT_TEXTS } from '../../../domain/payments/payment-attempt-texts';
import { paymentRefusal } from '../../../domain/payments/payment-refusal';
import { returnUrlFor } from '../../../domain/payments/create-payment';
import { paymentView } from '../../../domain/payments/payment-view';
import { recordPaymentStatus } from '../../../domain/payments/record-payment-status';
import { HttpError, notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { ownCardPaymentOf, requireOwnOrder, signedInFirst } from './own-card-payment';
import { paymentAsItIs } from './payable-order';
import { OrderTokenParams } from './payment-schemas';
import { SavedCardBodySchema, SavedCardPaymentSchema } from './saved-card-schemas';
import { contentLanguageOf } from '../../../domain/language';

/**
 * POST public/payments/{orderToken}/saved-card: pays the signed-in customer's own order with one of
 * their saved cards (spec §3 use_credit_card_id), for the stored amount. Another user's card is
 * "not found", as a missing one. One attempt at a time; a paid order is never charged again.
 */
export function postSavedCardRoute(app: App): void {
  app.post(
    '/public/payments/:orderToken/saved-card',
    {
      onRequest: signedInFirst(app),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Pay an order with a saved card',
        params: OrderTokenParams,
        body: SavedCardBodySchema,
        response: answers(SavedCardPaymentSchema, 400, 401, 403, 404, 409, 429, 502),
      },
    },
    async (request) => {
      const own = await ownCardPaymentOf(app, request, request.params.orderToken);
      requireOwnOrder(request, own);
      const { user, order, payment, provider } = own;
      const cards = app.repositories.savedCards;
      const card = await cards.providerReferenceOf(user.id, request.body.card_id);
      if (!card) throw notFound(accountMessage(request, 'card_not_found'));
      if (!provider?.chargeStoredCard || !payment.provider_payment_id || card.provider !== provider.name) {
        throw new HttpError(409, accountMessage(request, 'card_other_provider'));
      }
      const attempt = await app.repositories.payments.startAttempt(payment.id);
      // Another attempt is under way or the order is paid: answer with the payment as it is.
      if (!attempt) return { payment: await paymentView(app, await paymentAsItIs(app, payment, request), order, provider), redirect_url: null };
      // A saved card pays: nothing new to save.
      await cards.wish(order.id, user.id, false);
      const returnUrl = returnUrlFor(app, order.token, request.headers.origin);
      let answer;
      try {
        answer = await provider.chargeStoredCard(
          payment.provider_payment_id,
          { reference: card.provider_reference, customerReference: await cards.customerReference(user.id, provider.name) },
          returnUrl,
        );
      } catch (error) {
        // Nothing is known of the charge: the status stays processing and the next check asks the provider.
        request.log.warn({ err: error, provider: provider.name }, 'the provider did not answer a saved-card charge');
        throw paymentRefusal(502, PAYMENT_ATTEMPT_TEXTS.saved_card_unanswered, contentLanguageOf(request));
      }
      return { payment: await paymentView(app, await recordPaymentStatus(app, attempt, answer), order, provider), redirect_url: answer.redirectUrl };
    },
  );
}
