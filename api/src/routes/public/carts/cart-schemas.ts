import { Type } from '@sinclair/typebox';

/** A saved cart may be at most 256 KB of JSON text. */
export const CART_SIZE_LIMIT = 256 * 1024;

const Token = Type.String({ minLength: 1, maxLength: 200 });
const DiscountSchema = Type.Object({ name: Type.String(), value: Type.Number() });

export const SaveCartBodySchema = Type.Object({
  token: Type.Optional(Type.Union([Token, Type.Null()], { description: 'The token of the cart to update; absent for a new cart.' })),
  json_object: Type.String({ description: 'The cart (spec §3) serialised with JSON.stringify; at most 256 KB.' }),
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
});

export const LoadCartQuerySchema = Type.Object({ token: Token });

export const LoadCartAnswerSchema = Type.Object({
  token: Type.String(),
  json_object: Type.String(),
});
