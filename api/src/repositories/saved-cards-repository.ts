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
    /**
     * Saves the card; the same card saved again (same provider reference, or the same brand, last
     * four digits and expiry) keeps its one entry and id, with the newest reference.
     */
    async save(userId: number, card: CardToSave): Promise<SavedCard> {
      const same = await db
        .selectFrom('saved_cards')
        .select('id')
        .where('user_id', '=', userId)
        .where('provider', '=', card.provider)
        .where((eb) =>
          eb.or([
            eb('provider_reference', '=', card.provider_reference),
            eb.and([eb('brand', '=', card.brand), eb('last4', '=', card.last4), eb('exp_month', '=', card.exp_month), eb('exp_year', '=', card.exp_year)]),
          ]),
        )
        .orderBy('id')
        .executeTakeFirst();
      if (same) {
        return db
          .updateTable('saved_cards')
          .set({ provider_reference: card.provider_reference, brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year })
          .where('id', '=', same.id)
          .returning(['id', 'brand', 'last4', 'exp_month', 'exp_year'])
          .executeTakeFirstOrThrow();
      }
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

    /** The user's cards, or only those a provider can charge. */
    async listOf(userId: number, provider?: string): Promise<SavedCard[]> {
      let query = db.selectFrom('saved_cards').select(['id', 'brand', 'last4', 'exp_month', 'exp_year']).where('user_id', '=', userId);
      if (provider) query = query.where('provider', '=', provider);
      return query.orderBy('id').execute();
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

    /** The removed card (its provider and reference, so the provider can forget it); undefined when it is not this user's. */
    async remove(userId: number, cardId: number): Promise<{ provider: string; provider_reference: string } | undefined> {
      return db
        .deleteFrom('saved_cards')
        .where('user_id', '=', userId)
        .where('id', '=', cardId)
        .returning(['provider', 'provider_reference'])
        .executeTakeFirst();
    },

    /** The customer ticked "Save this card for next time" for this order (or unticked it: forget). */
    async wish(orderId: number, userId: number, save: boolean): Promise<void> {
      if (!save) {
        await db.deleteFrom('card_saving_wishes').where('order_id', '=', orderId).execute();
        return;
      }
      await db
        .insertInto('card_saving_wishes')
        .values({ order_id: orderId, user_id: userId })
        .onConflict((oc) => oc.column('order_id').doUpdateSet({ user_id: userId }))
        .execute();
    },

    async wishOf(orderId: number): Promise<{ user_id: number } | undefined> {
      return db.selectFrom('card_saving_wishes').select('user_id').where('order_id', '=', orderId).executeTakeFirst();
    },

    /** The user's account at a provider (a Stripe Customer), once made. */
    async customerReference(userId: number, provider: string): Promise<string | null> {
      const row = await db.selectFrom('payment_customers').select('reference').where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
      return row?.reference ?? null;
    },

    /** Every provider account the user has (read before erasing the account, which deletes them here). */
    async customersOf(userId: number): Promise<{ provider: string; reference: string }[]> {
      return db.selectFrom('payment_customers').select(['provider', 'reference']).where('user_id', '=', userId).execute();
    },

    async rememberCustomer(userId: number, provider: string, reference: string): Promise<void> {
      await db
        .insertInto('payment_customers')
        .values({ user_id: userId, provider, reference })
        .onConflict((oc) => oc.columns(['user_id', 'provider']).doNothing())
        .execute();
    },
  };
}
