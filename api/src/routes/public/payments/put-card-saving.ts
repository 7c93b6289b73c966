import type { App } from '../../../app-instance';
import { accountMessage } from '../../../domain/account/account-messages';
import { paymentRefusal } from '../../../domain/payments/payment-refusal';
import { PAYMENT_TEXTS } from '../../../domain/payments/payment-texts';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { ownCardPaymentOf, requireOwnOrder, signedInFirst } from './own-card-payment';
import { OrderTokenParams } from './payment-schemas';
import { CardSavingBodySchema } from './saved-card-schemas';
import { Type } from '@sinclair/typebox';
import { contentLanguageOf } from '../../../domain/language';

/**
 * PUT public/payments/{orderToken}/card-saving: the customer ticked (or unticked) "Save this card
 * for next time" before paying their own order. Nothing is saved yet: the card is saved to the
 * account once the provider confirms the payment (the onOrderPaid listener). Stripe is told now,
 * so the PaymentIntent carries the customer's Customer and setup_future_usage when confirmed.
 */
export function putCardSavingRoute(app: App): void {
  app.put(
    '/public/payments/:orderToken/card-saving',
    {
      onRequest: signedInFirst(app),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Save (or not) the card that pays this order to the account',
        params: OrderTokenParams,
        body: CardSavingBodySchema,
        response: answers(Type.Object({ save: Type.Boolean() }), 400, 401, 403, 404, 409, 429, 502),
      },
    },
    async (request) => {
      const own = await ownCardPaymentOf(app, request, request.params.orderToken);
      requireOwnOrder(request, own);
      const { user, order, payment, provider } = own;
      if (!provider?.storedCardOf || !payment.provider_payment_id) throw new HttpError(409, accountMessage(request, 'card_saving_unavailable'));
      if (payment.status !== 'awaiting_payment' && payment.status !== 'requires_payment_method') throw new HttpError(409, accountMessage(request, 'payment_under_way'));
      const { save } = request.body;
      const cards = app.repositories.savedCards;
      const asked = Boolean(await cards.wishOf(order.id));
      if (provider.keepCardForLater && (save || asked)) {
        const known = await cards.customerReference(user.id, provider.name);
        try {
          const { customerReference } = await provider.keepCardForLater(
            payment.provider_payment_id,
            { userId: user.id, name: user.name, email: user.email, customerReference: known },
            save,
          );
          if (customerReference && customerReference !== known) await cards.rememberCustomer(user.id, provider.name, customerReference);
        } catch (error) {
          request.log.warn({ err: error, provider: provider.name }, 'the provider did not take the card saving');
          throw paymentRefusal(502, PAYMENT_TEXTS.provider_unavailable, contentLanguageOf(request));
        }
      }
      await cards.wish(order.id, user.id, save);
      return { save };
    },
  );
}
