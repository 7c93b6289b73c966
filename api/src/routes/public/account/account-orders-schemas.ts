import { Type, type Static } from '@sinclair/typebox';
import type { CartProduct } from 'shared-contracts/types/cart';
import { assertSameShape, StringEnum, type SameShape } from '../../common-schemas';

/** A page of the history, newest first: the next page starts before the last order of this one. */
export const AccountOrdersQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'At most this many orders (all of them without it).' })),
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'Only orders older than the one with this id: the last order of the page before.' })),
});

export const AccountOrderSchema = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  created_at: Type.String(),
  /**
   * placed: waiting for its payment (cash and card on delivery are paid at the door); paid:
   * confirmed; abandoned: paid online and not paid in time, so cancelled (nothing charged, unless its payment could not be verified);
   * money_returned: paid, then all its money went back to the customer (a refund or a reversal at the provider).
   */
  status: StringEnum(['placed', 'paid', 'abandoned', 'money_returned']),
  /**
   * Placed to be paid online and still waiting for its customer to pay it (not while a payment is
   * under way): the history offers the payment screen. Never for a split group's order, which its
   * participants pay on the group order's screen.
   */
  payment_due: Type.Boolean(),
  /** Still on its way (or scheduled); false once it is in the past. */
  current: Type.Boolean(),
  /** Its store, whose clock (website settings' stores[].time_zone) its times are told on. */
  store_id: Type.Integer(),
  store_name: Type.String(),
  delivery_type: StringEnum(['pickup', 'delivery', 'table']),
  for_later: Type.Boolean(),
  later_day: Type.Union([Type.String(), Type.Null()]),
  later_time: Type.Union([Type.String(), Type.Null()]),
  /** What it cost besides its lines, as stored with the order: lines + these = total. */
  packaging_fee: Type.Number(),
  free_products_discount: Type.Number(),
  delivery_fee: Type.Number(),
  voucher_code: Type.Union([Type.String(), Type.Null()]),
  voucher_value: Type.Number(),
  /** Bonus points taken off the total (one point is one unit of money). */
  loyalty_points: Type.Integer(),
  /** A group's order: the organiser's group extra, which the total includes; 0 for any other order. */
  group_extra: Type.Number(),
  total: Type.Number(),
  /**
   * What the signed-in customer pays of the total: the total, except for a split group's order,
   * whose organiser pays only the shares they are the payer of (the points are a percent of it).
   */
  paid_by_customer: Type.Number(),
  lines: Type.Array(
    Type.Object({
      name: Type.String(),
      size_name: Type.Union([Type.String(), Type.Null()]),
      /** The options chosen, by the names the customer saw (a line stored before names were kept lists none). */
      options: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer() })),
      quantity: Type.Integer(),
      total: Type.Number(),
    }),
  ),
});

export const CartProductSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number(),
  pack_price: Type.Union([Type.Number(), Type.Null()]),
  options: Type.Array(Type.Object({ id: Type.Integer(), price: Type.Number(), quantity: Type.Integer() })),
  categories: Type.Array(Type.Object({ id: Type.Integer() })),
  age_restriction: Type.Boolean(),
  locked: Type.Boolean(),
  order_product_id: Type.Union([Type.Integer(), Type.Null()]),
  sizes: Type.Array(Type.Object({ product_store_id: Type.Integer(), id: Type.Integer(), name: Type.String(), price: Type.Number() })),
  selected_size: Type.Union([Type.Integer(), Type.Null()]),
  /** The product's timing flags: a cart holding such a line is for later only, or for today only (spec §4). */
  only_for_later: Type.Optional(Type.Boolean({ description: 'Needs ordering in advance: a cart holding it is for later only, never "now".' })),
  today_only: Type.Optional(Type.Boolean({ description: 'Sold for today only: a cart holding it may be scheduled for today only.' })),
});
assertSameShape<SameShape<Static<typeof CartProductSchema>, CartProduct>>();

export const ReorderSchema = Type.Object({
  store_id: Type.Integer(),
  products: Type.Array(CartProductSchema),
  unavailable: Type.Array(Type.String()),
});

export const OrderIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const StoreIdHeaders = Type.Object({ 'x-store-id': Type.Optional(Type.String({ maxLength: 20 })) });
