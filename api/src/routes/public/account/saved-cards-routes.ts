import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { SavedCardSchema } from '../payments/saved-card-schemas';
import { accountMessage } from '../../../domain/account/account-messages';
import { ACCOUNT_CHANGE_RATE_LIMIT } from '../auth/auth-rate-limits';
import { signedInUser } from './signed-in-user';

const CardIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** GET/DELETE public/account/cards: the cards a payment provider saved for the signed-in user; a deleted one is forgotten at the provider too. */
export function savedCardsRoutes(app: App): void {
  app.get(
    '/public/account/cards',
    { schema: { tags: ['account'], summary: 'Saved cards (last four digits)', response: answers(Type.Array(SavedCardSchema), 401) } },
    async (request) => app.repositories.savedCards.listOf((await signedInUser(app, request)).id),
  );

  app.delete(
    '/public/account/cards/:id',
    { config: { rateLimit: ACCOUNT_CHANGE_RATE_LIMIT }, schema: { tags: ['account'], summary: 'Delete a saved card', params: CardIdParams, response: answers(Type.Object({ deleted: Type.Boolean() }), 400, 401, 404, 429) } },
    async (request) => {
      const user = await signedInUser(app, request);
      const removed = await app.repositories.savedCards.remove(user.id, request.params.id);
      if (!removed) throw notFound(accountMessage(request, 'card_not_found'));
      const provider = app.paymentProviders.card;
      if (provider?.name === removed.provider && provider.forgetStoredCard) {
        // Gone from the account either way; a provider that did not answer keeps an unusable copy.
        await provider.forgetStoredCard(removed.provider_reference).catch((error: unknown) => request.log.warn({ err: error, provider: provider.name }, 'the provider did not forget a deleted card'));
      }
      return { deleted: true };
    },
  );
}
