import type { Generated } from 'kysely';

/** The tables of migration 142: saving a card while paying. */
export interface CardSavingTables {
  /** The customer asked to save the card that pays this order (saved once the payment is confirmed). */
  card_saving_wishes: { order_id: number; user_id: number; created_at: Generated<Date> };
  /** The customer's account at a provider (a Stripe Customer) that their saved cards belong to. */
  payment_customers: { user_id: number; provider: string; reference: string; created_at: Generated<Date> };
  /** The sandbox provider's own book of the test cards it charged. */
  sandbox_payment_methods: {
    id: string;
    charge_id: string;
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    created_at: Generated<Date>;
  };
}
