import type { Payment } from 'shared-contracts/payments/payment-status';
import type { SavedCard } from 'shared-contracts/types/saved-card';

/** GET public/payments/{orderToken}/saved-cards: what the signed-in customer can do with cards for this order. */
export interface SavedCardsForPayment {
  /** Their saved cards this order's provider can charge (the cart's use_credit_card_id picks one). */
  cards: SavedCard[];
  /** Whether "Save this card for next time" is offered: their own order, a provider that keeps cards. */
  can_save: boolean;
}

/** POST public/payments/{orderToken}/saved-card: the payment after charging a saved card. */
export interface SavedCardPayment {
  payment: Payment;
  /** Where the bank wants the customer (3-D Secure) before the payment can succeed; null otherwise. */
  redirect_url: string | null;
}
