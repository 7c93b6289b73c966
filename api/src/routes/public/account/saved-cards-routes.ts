import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { notFound } from '../../../http-error';
import type { SavedCard } from 'shared-contracts/types/saved-card';
import { answers, assertSameShape, type SameShape } from '../../common-schemas';
import { accountMessage } from '../../../domain/account/account-messages';
import { signedInUser } from './signed-in-user';

const SavedCardSchema = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  last4: Type.String({ description: 'The last four digits; the number itself is never stored.' }),
  exp_month: Type.Integer(),
  exp_year: Type.Integer(),
});
assertSameShape<SameShape<typeof SavedCardSchema.static, SavedCard>>();
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
    { schema: { tags: ['account'], summary: 'Delete a saved card', params: CardIdParams, response: answers(Type.Object({ deleted: Type.Boolean() }), 400, 401, 404) } },
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
