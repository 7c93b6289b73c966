import { api } from 'shared-contracts/api/client';
import type { SavedCardPayment, SavedCardsForPayment } from 'shared-contracts/payments/saved-card-payment';

const base = (orderToken: string) => `public/payments/${encodeURIComponent(orderToken)}`;

/** GET .../saved-cards: the signed-in customer's cards this order can be paid with, and whether the new card can be saved. */
export function getSavedCardsFor(orderToken: string): Promise<SavedCardsForPayment> {
  return api().get(`${base(orderToken)}/saved-cards`).json<SavedCardsForPayment>();
}

/** PUT .../card-saving: "Save this card for next time", told to the API before the card pays. */
export async function setCardSaving(orderToken: string, save: boolean): Promise<void> {
  await api().put(`${base(orderToken)}/card-saving`, { json: { save } });
}

/** POST .../saved-card: pays with a saved card (the cart's use_credit_card_id) for the stored amount. */
export function payWithSavedCard(orderToken: string, cardId: number): Promise<SavedCardPayment> {
  return api().post(`${base(orderToken)}/saved-card`, { json: { card_id: cardId } }).json<SavedCardPayment>();
}
