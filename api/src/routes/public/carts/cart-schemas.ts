import { Type } from '@sinclair/typebox';

/** A saved cart may be at most 256 KB of JSON text. */
export const CART_SIZE_LIMIT = 256 * 1024;

const Token = Type.String({ minLength: 1, maxLength: 200 });
const DiscountSchema = Type.Object({ name: Type.String(), value: Type.Number() });
/** One cart places one order: a cart token that placed one names it, so a reloaded tab can say so. */
const PlacedOrderOfCart = Type.Optional(
  Type.Union([Type.Null(), Type.Object({ token: Type.String() })], {
    description: 'The order already placed from this cart token, if one was: the cart is then done with (spec §3 clears it after an order).',
  }),
);

export const SaveCartBodySchema = Type.Object({
  token: Type.Optional(Type.Union([Token, Type.Null()], { description: 'The token of the cart to update; absent for a new cart.' })),
  json_object: Type.String({ description: 'The cart (spec §3) serialised with JSON.stringify; at most 256 KB.' }),
  revision: Type.Optional(
    Type.Integer({
      minimum: 0,
      // Above it a JSON number no longer holds every integer, so two revisions could read as one.
      maximum: Number.MAX_SAFE_INTEGER,
      description:
        'Grows with each change of the cart in the browser. A save older than the one stored is not applied, and is answered as if saved (it was superseded). Absent: always applied.',
    }),
  ),
});

export const SaveCartAnswerSchema = Type.Object({
  token: Type.String(),
  discount_free_products: Type.Union([DiscountSchema, Type.Null()]),
  invalid_products: Type.Array(
    Type.Object({
      index: Type.Integer({ description: 'Position of the line in cart.products.' }),
      id: Type.Union([Type.Integer(), Type.Null()]),
      violations: Type.Array(Type.Object({ rule: Type.String(), message: Type.String() })),
    }),
    { description: 'Lines whose sizes or options break the product\'s rules; empty when all are valid.' },
  ),
  placed_order: PlacedOrderOfCart,
});

export const LoadCartQuerySchema = Type.Object({ token: Token });

export const LoadCartAnswerSchema = Type.Object({
  token: Type.String(),
  json_object: Type.String(),
  placed_order: PlacedOrderOfCart,
});
