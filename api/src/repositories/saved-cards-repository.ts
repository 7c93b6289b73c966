import type { Kysely } from 'kysely';
import type { SavedCard } from 'shared-contracts/types/saved-card';
import type { Database } from '../db/schema';

export interface CardToSave extends Omit<SavedCard, 'id'> {
  provider: string;
  provider_reference: string;
}

/**
 * Cards a payment provider stored for a user. The payments side saves them (after a card payment
 * the customer asked to remember); the account screen lists and deletes them.
 */
export function savedCardsRepository(db: Kysely<Database>) {
  return {
    async save(userId: number, card: CardToSave): Promise<SavedCard> {
      return db
        .insertInto('saved_cards')
        .values({ user_id: userId, ...card })
        .onConflict((oc) =>
          oc.columns(['user_id', 'provider', 'provider_reference']).doUpdateSet((eb) => ({
            brand: eb.ref('excluded.brand'),
            last4: eb.ref('excluded.last4'),
            exp_month: eb.ref('excluded.exp_month'),
            exp_year: eb.ref('excluded.exp_year'),
          })),
        )
        .returning(['id', 'brand', 'last4', 'exp_month', 'exp_year'])
        .executeTakeFirstOrThrow();
    },

    async listOf(userId: number): Promise<SavedCard[]> {
      return db
        .selectFrom('saved_cards')
        .select(['id', 'brand', 'last4', 'exp_month', 'exp_year'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },

    /** The provider's reference of the user's own card, for charging it; undefined for anyone else's. */
    async providerReferenceOf(userId: number, cardId: number): Promise<{ provider: string; provider_reference: string } | undefined> {
      return db
        .selectFrom('saved_cards')
        .select(['provider', 'provider_reference'])
        .where('user_id', '=', userId)
        .where('id', '=', cardId)
        .executeTakeFirst();
    },

    /** False when the card is not this user's (or does not exist): the same answer for both. */
    async remove(userId: number, cardId: number): Promise<boolean> {
      const result = await db.deleteFrom('saved_cards').where('user_id', '=', userId).where('id', '=', cardId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
