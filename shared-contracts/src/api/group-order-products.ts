// By package name, not a relative path: under Module Federation only "shared-contracts/…" requests
// are shared singletons, and a second API client would never have been configured.
import { api } from 'shared-contracts/api/client';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { GroupOrderCallAnswer } from 'shared-contracts/types/group-order';
import type { PlaceOrderLine } from 'shared-contracts/types/order';

/**
 * What the API is sent of a cart line: only the customer's choices, never prices (ARCHITECTURE §3.5).
 * A group order's start and its additions send their lines through it (the checkout writes the same
 * few fields in place-order: importing this module would list one more shared module in its entry,
 * on the homepage).
 */
export function orderLine(product: Pick<CartProduct, 'id' | 'quantity' | 'selected_size' | 'options'>): PlaceOrderLine {
  return { id: product.id, quantity: product.quantity, selected_size: product.selected_size, options: product.options.map(({ id, quantity }) => ({ id, quantity })) };
}

/**
 * Spec §7 POST public/group-orders/add-product: a participant's food goes into the group order on the
 * server (spec §6), from the group order's own panel and from the menu alike. Anything but OK carries
 * the server's HTML message (spec §8), which the caller shows. Under `addKey` (Idempotency-Key) the
 * addition is made once however often it is sent, so it is also retried when no answer came.
 */
export function addGroupOrderProduct(participantToken: string, product: PlaceOrderLine, addKey?: string): Promise<GroupOrderCallAnswer> {
  const once = addKey ? { headers: { 'Idempotency-Key': addKey }, retry: { limit: 2, methods: ['post'], statusCodes: [408, 502, 503, 504] } } : {};
  return api().post('public/group-orders/add-product', { json: { participant_token: participantToken, product }, ...once }).json<GroupOrderCallAnswer>();
}
