import { Type, type TSchema } from '@sinclair/typebox';

/** The body of every 4xx/5xx answer (shared-contracts ErrorAnswer). */
export const ErrorAnswerSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String({ description: 'A sentence a person can read.' }),
    field: Type.Optional(Type.String({ description: 'The request field the message is about, when it is about one (a form shows it there).' })),
  },
  { $id: 'ErrorAnswer' },
);

export const TranslateLanguage = Type.Optional(
  Type.String({
    maxLength: 10,
    description: 'en, es, lt or ro (xx-YY counts by its first two letters); else Content-Language, else en.',
  }),
);

/**
 * An order's token as a link carries it (order-success, payment and table screens). Any text up to
 * 64 characters is looked up: a token cut short or mistyped in a link names no order, so it is
 * answered 404 (the shop goes home, spec §8), like an unknown one, not with a 400 about a pattern
 * that the payment screen would show the customer. Tokens the API makes are 32 url-safe characters.
 */
export function OrderTokenSchema(description?: string) {
  return Type.String({ minLength: 1, maxLength: 64, ...(description ? { description } : {}) });
}

/** A string from a fixed list; an `enum` (not anyOf) so a wrong value gets a message naming the allowed ones. */
export function StringEnum<const T extends string>(values: readonly T[], options: { description?: string } = {}) {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
}

/** Success answer plus the error answers a route can give, for validation and the OpenAPI document. */
export function answers<T extends TSchema>(success: T, ...errorCodes: number[]) {
  const errorAnswer = Type.Ref(ErrorAnswerSchema);
  return {
    200: success,
    ...Object.fromEntries(errorCodes.map((code) => [code, errorAnswer])),
  };
}

/** Compile-time check that a TypeBox schema and a shared-contracts type describe the same shape. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export function assertSameShape<_T extends true>(): void {}
