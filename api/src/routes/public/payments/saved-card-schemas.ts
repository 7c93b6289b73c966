import { Type } from '@sinclair/typebox';
import type { SavedCardPayment, SavedCardsForPayment } from 'shared-contracts/payments/saved-card-payment';
import type { SavedCard } from 'shared-contracts/types/saved-card';
import { assertSameShape, type SameShape } from '../../common-schemas';
import { PaymentSchema } from './payment-schemas';

/** A saved card as the account and the payment screen show it. */
export const SavedCardSchema = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  last4: Type.String({ description: 'The last four digits; the number itself is never stored.' }),
  exp_month: Type.Integer(),
  exp_year: Type.Integer(),
});
assertSameShape<SameShape<typeof SavedCardSchema.static, SavedCard>>();

export const SavedCardsForPaymentSchema = Type.Object({
  cards: Type.Array(SavedCardSchema),
  can_save: Type.Boolean({ description: 'Whether "Save this card for next time" is offered for this order.' }),
});
assertSameShape<SameShape<typeof SavedCardsForPaymentSchema.static, SavedCardsForPayment>>();

export const CardSavingBodySchema = Type.Object(
  { save: Type.Boolean({ description: 'The customer ticked "Save this card for next time" (false: untick).' }) },
  { additionalProperties: false },
);

export const SavedCardBodySchema = Type.Object(
  { card_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "One of the signed-in customer's saved cards (the cart's use_credit_card_id)." }) },
  { additionalProperties: false },
);

export const SavedCardPaymentSchema = Type.Object({
  payment: PaymentSchema,
  redirect_url: Type.Union([Type.Null(), Type.String()]),
});
assertSameShape<SameShape<typeof SavedCardPaymentSchema.static, SavedCardPayment>>();
