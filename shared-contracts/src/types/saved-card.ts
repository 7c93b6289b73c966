/** A card a payment provider stored for a signed-in user (GET public/account/cards): never the number. */
export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}
