import { isCurrentExpiry } from 'shared-contracts/payments/sandbox-cards';
import type { SavedCard } from 'shared-contracts/types/saved-card';

/** Whether a saved card can still pay: valid through the end of its expiry month. */
export function isCurrentCard(card: SavedCard, now: Date): boolean {
  return isCurrentExpiry(`${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`, now);
}

/**
 * The card offered first, so that one press pays with it: the cart's card (spec §3
 * use_credit_card_id) while it is saved and current, else the newest current card (the highest
 * id: saved last). Never an expired card, which the bank would only decline; with none left, null
 * (a new card).
 */
export function preselectedCard(cards: readonly SavedCard[], cartCardId: number | null, now: Date): SavedCard | null {
  const current = cards.filter((card) => isCurrentCard(card, now));
  return current.find((card) => card.id === cartCardId) ?? current.reduce<SavedCard | null>((newest, card) => (newest && newest.id > card.id ? newest : card), null);
}
