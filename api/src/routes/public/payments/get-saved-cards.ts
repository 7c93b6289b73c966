import type { App } from '../../../app-instance';
import { answers } from '../../common-schemas';
import { ownCardPaymentOf, signedInFirst } from './own-card-payment';
import { OrderTokenParams } from './payment-schemas';
import { SavedCardsForPaymentSchema } from './saved-card-schemas';

/**
 * GET public/payments/{orderToken}/saved-cards: on the payment screen of the signed-in customer's
 * own order, their saved cards this order's provider can charge, and whether the card about to be
 * typed can be saved. Someone else's order gets neither (an empty answer, not their cards).
 */
export function getSavedCardsRoute(app: App): void {
  app.get(
    '/public/payments/:orderToken/saved-cards',
    {
      onRequest: signedInFirst(app),
      schema: {
        tags: ['payments'],
        summary: "The signed-in customer's saved cards usable for this order",
        params: OrderTokenParams,
        response: answers(SavedCardsForPaymentSchema, 400, 401, 404),
      },
    },
    async (request) => {
      const { user, provider, own, payment } = await ownCardPaymentOf(app, request, request.params.orderToken);
      if (!own || !provider) return { cards: [], can_save: false };
      const payable = payment.status === 'awaiting_payment' || payment.status === 'requires_payment_method';
      return {
        cards: provider.chargeStoredCard ? await app.repositories.savedCards.listOf(user.id, provider.name) : [],
        can_save: payable && Boolean(provider.storedCardOf),
      };
    },
  );
}
