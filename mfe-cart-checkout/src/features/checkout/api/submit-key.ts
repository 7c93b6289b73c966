import { keptIdempotencyKey } from 'shared-contracts/forms/kept-idempotency-key';

/**
 * The Idempotency-Key of the order being placed (shared-contracts' kept-idempotency-key): the same
 * order sent again (a double click, a retry after a lost answer, or a page reload and a second
 * click) reuses its key, so the API returns the first order instead of placing a second one.
 */
const orderSubmit = keptIdempotencyKey('cart_checkout:order-submit', 'body');

export function idempotencyKeyFor(body: string): string {
  return orderSubmit.keyFor(body);
}

/** The order is placed: the next order is a new one with a new key. */
export function forgetPlacedOrder(): void {
  orderSubmit.forget();
}
