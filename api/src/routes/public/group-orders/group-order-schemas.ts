import { Type, type Static } from '@sinclair/typebox';
import type { GroupOrder, GroupOrderCallAnswer, GroupOrderInvitation, GroupOrderJoin, GroupOrderJoined, PlacedWhereAndWhen } from 'shared-contracts/types/group-order';
import { MAX_LINE_QUANTITY, MAX_OPTION_QUANTITY } from 'shared-contracts/types/cart';
import { StringEnum, assertSameShape, type SameShape } from '../../common-schemas';
import { PlacedOrderSchema } from '../orders/order-schemas';
import { CartProductSchema } from '../account/account-orders-schemas';
import { PARTICIPANT_NAME_MAX_LENGTH } from 'shared-contracts/forms/field-limits';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([Type.Null(), schema]);

export const ParticipantTokenSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$', description: 'The token a participant got when joining.' });
export const GroupOrderLinkParams = Type.Object({ link: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', description: 'The share link of the group order.' }) });

const PaymentMode = StringEnum(['split', 'integral', 'organiser'] as const, {
  description: 'Spec §4: split (each pays by own card), integral (one person pays), organiser pays.',
});
const Status = StringEnum(['open', 'in_progress', 'completed', 'cancelled'] as const);

/** One product as a participant chose it; prices come from the store, never from the browser. */
export const GroupProductSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
    selected_size: Nullable(Type.Integer({ minimum: 1 })),
    options: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), quantity: Type.Integer({ minimum: 1, maximum: MAX_OPTION_QUANTITY }) }, { additionalProperties: false }), {
      maxItems: 50,
    }),
  },
  { additionalProperties: false },
);

/**
 * Bounded only against abuse: a name longer than PARTICIPANT_NAME_MAX_LENGTH is refused by the
 * route in the customer's language, which the schema's English sentence is not.
 */
const ParticipantName = Type.String({ maxLength: 1000, description: `Name only (spec §4); required, at most ${PARTICIPANT_NAME_MAX_LENGTH} characters, not one already used in the group order.` });

/** The customer's cart, which becomes their part of the group order, checked against the group's store. */
const CartLines = Type.Optional(Type.Array(GroupProductSchema, { maxItems: 100 }));

export const CreateGroupOrderBodySchema = Type.Object(
  {
    store_id: Type.Integer({ minimum: 1 }),
    delivery_type: StringEnum(['pickup', 'delivery'] as const),
    delivery_area_id: Nullable(Type.Integer({ minimum: 1 })),
    name: ParticipantName,
    payment_mode: PaymentMode,
    group_order_payment_type: Type.Optional(StringEnum(['split', 'total'] as const, { description: 'Default split.' })),
    group_order_pay_extra: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
    products: CartLines,
  },
  { additionalProperties: false },
);

export const JoinBodySchema = Type.Object({ name: ParticipantName, products: CartLines }, { additionalProperties: false });

/** Spec §8: a start or join may have run when its answer was lost; sent again under its key, it is answered with whom it made. */
export const EntryKeyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{16,128}$',
      description: 'A random key per request (a UUID will do); the same request sent again with it answers the participant it made (200), not a new one.',
    }),
  ),
});

const PaymentType = StringEnum(['split', 'total'] as const, { description: 'Spec §6: with total, only the organiser pays the delivery fee.' });

/** The token and the group fields of the participant's cart (spec §3). */
export const JoinedSchema = Type.Object({
  link: Type.String(),
  participant_token: Type.String(),
  store_id: Type.Integer({ description: "The group's store: the cart's while in it, as every line is priced there." }),
  payment_mode: PaymentMode,
  group_order_payment_type: PaymentType,
  group_order_pay_extra: Type.Number(),
});
assertSameShape<SameShape<Static<typeof JoinedSchema>, GroupOrderJoined>>();

export const JoinAnswerSchema = Type.Object({
  ...JoinedSchema.properties,
  left_out: Type.Array(Type.Integer({ minimum: 0 }), {
    description: 'Indexes of the products sent that the store does not sell as chosen: not joined with, they stay in the cart.',
  }),
});
assertSameShape<SameShape<Static<typeof JoinAnswerSchema>, GroupOrderJoin>>();

export const InvitationSchema = Type.Object({
  link: Type.String(),
  status: Status,
  store_name: Type.String(),
  organiser_name: Type.String(),
  payment_mode: PaymentMode,
  group_order_payment_type: PaymentType,
  group_order_pay_extra: Type.Number(),
});
assertSameShape<SameShape<Static<typeof InvitationSchema>, GroupOrderInvitation>>();

const LineSchema = Type.Object({
  order_product_id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String(),
  size_name: Nullable(Type.String()),
  selected_size: Nullable(Type.Integer()),
  options: Type.Array(Type.Object({ id: Type.Integer(), quantity: Type.Integer() })),
  option_names: Type.Array(Type.String()),
  quantity: Type.Integer(),
  unit_price: Type.Number(),
  total: Type.Number(),
});

const ParticipantSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_admin: Type.Boolean(),
  confirmed: Type.Boolean(),
  payment: StringEnum(['paid', 'pending', 'by_organizer'] as const),
  products: Type.Array(LineSchema),
  unavailable_products: Type.Array(
    Type.Object({ order_product_id: Type.Integer(), reason: Type.String() }),
    { description: 'Their lines the store no longer sells as chosen (out of stock, off the menu), left out of the order until replaced, each with why in the request language.' },
  ),
  packaging_fee: Type.Number(),
  subtotal: Type.Number(),
  delivery_fee: Type.Number(),
  pay_extra: Type.Number(),
  total: Type.Number(),
  amount_due: Type.Number({ description: 'What this participant pays: own total plus the shares they pay for; 0 when the organiser pays for them.' }),
  amount_pending: Type.Number({ description: 'What of amount_due is still pending payment: 0 once every share of it is paid.' }),
  card_minimum_unmet: Nullable(
    Type.Number({
      description:
        'Split, before placing: the least a card payment online takes, when amount_due is above 0 and under it (the group order cannot complete so: they add food or are paid for); null otherwise.',
    }),
  ),
});

const PaymentMethod = StringEnum(['cash', 'cash-pickup', 'pos', 'pos-pickup', 'card', 'paypal', 'by_organizer'] as const);

export const GroupOrderSchema = Type.Object({
  link: Type.String(),
  status: Status,
  store_id: Type.Integer(),
  store_name: Type.String(),
  delivery_type: StringEnum(['pickup', 'delivery'] as const),
  payment_mode: PaymentMode,
  group_order_payment_type: PaymentType,
  group_order_pay_extra: Type.Number(),
  organiser_name: Type.String(),
  me: Type.Object({
    id: Type.Integer(),
    is_admin: Type.Boolean(),
    left: Type.Boolean(),
    removed: Type.Boolean({ description: 'Left because the organiser removed them, not by giving up.' }),
    payment_token: Nullable(Type.String({ description: 'Opens the payments screen for what this participant pays online now; only ever shown to them.' })),
    payment_amount: Type.Number({ description: 'What payment_token charges; 0 without one.' }),
    shares_to_pay: Type.Array(
      Type.Object({ participant_id: Type.Integer(), token: Type.String(), amount: Type.Number() }),
      { description: "The organiser's: participants' unpaid shares they took over after placing, each paid under its token." },
    ),
  }),
  participants: Type.Array(ParticipantSchema),
  delivery_fee: Type.Number({ description: 'The one delivery fee, before it is shared.' }),
  minimum_order: Type.Number({ description: 'Spec §5 minimum order of a delivery group order (delivery fee excluded); 0 when there is none or the order is placed.' }),
  missing_for_minimum: Type.Number({ description: 'What the group order lacks of its minimum order; 0 once reached.' }),
  total: Type.Number(),
  order: Nullable(
    Type.Object({
      payment_method: PaymentMethod,
      total: Type.Number(),
      paid: Type.Boolean(),
      cancelled_unpaid: Type.Boolean({ description: 'Cancelled because a share was not paid in time; the shares paid are refunded.' }),
    }),
  ),
});
assertSameShape<SameShape<Static<typeof GroupOrderSchema>, GroupOrder>>();

/** Spec §2 order success for the group's placed order (shared-contracts PlacedWhereAndWhen): never its token. */
export const PlacedWhereAndWhenSchema = Type.Pick(PlacedOrderSchema, [
  'delivery_type', 'pickup_type', 'store', 'address', 'address_line2', 'for_later', 'later_day', 'later_time', 'estimated_minutes',
] as const);
assertSameShape<SameShape<Static<typeof PlacedWhereAndWhenSchema>, PlacedWhereAndWhen>>();

/** Spec §7: status OK, or not OK with a message shown as HTML. */
export const CallAnswerSchema = Type.Object({
  status: StringEnum(['OK', 'ERROR'] as const),
  message: Type.String({ description: 'Empty when OK; otherwise HTML a person can read.' }),
});
assertSameShape<SameShape<Static<typeof CallAnswerSchema>, GroupOrderCallAnswer>>();

export const AddProductAnswerSchema = Type.Intersect([
  CallAnswerSchema,
  Type.Object({ product: Nullable(Type.Object({ order_product_id: Type.Integer(), id: Type.Integer(), quantity: Type.Integer() })) }),
]);

export const PanelQuerySchema = Type.Object({ participant_token: Type.Optional(ParticipantTokenSchema) });

const OwnFood = Type.Array(CartProductSchema, { description: "The participant's own food in the group order, as cart lines of its store, priced now: it goes back to their cart." });

/** Deleting (the organiser) or giving up: the call's answer, and one's own food to take back. */
export const FoodBackAnswerSchema = Type.Intersect([CallAnswerSchema, Type.Object({ products: OwnFood })]);

/** What goes back to a participant's cart once the group order ended for them without being placed. */
export const FoodToTakeBackSchema = Type.Object({ store_id: Type.Integer(), products: OwnFood });
