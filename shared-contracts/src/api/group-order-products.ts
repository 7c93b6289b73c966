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
 * The Idempotency-Key of each addition sent and not answered yet. Sent again after no answer came
 * (the customer presses Add once more, the same food chosen), an addition goes under the same key,
 * so the API adds the line once; once an answer came (added, or refused and nothing added), the
 * same food added again is a new line under a new key, as two portions added one after the other
 * are meant to be.
 */
const unanswered = new Map<string, string>();

/**
 * Spec §7 POST public/group-orders/add-product: a participant's food goes into the group order on the
 * server (spec §6), from the group order's own panel and from the menu alike. Anything but OK carries
 * the server's HTML message (spec §8), which the caller shows. Under its key the addition is made
 * once however often it is sent, so it is also retried when no answer came.
 */
export async function addGroupOrderProduct(participantToken: string, product: PlaceOrderLine): Promise<GroupOrderCallAnswer> {
  const addition = JSON.stringify([participantToken, product]);
  const key = unanswered.get(addition) ?? crypto.randomUUID();
  unanswered.set(addition, key);
  const answer = await api()
    .post('public/group-orders/add-product', {
      json: { participant_token: participantToken, product },
      headers: { 'Idempotency-Key': key },
      retry: { limit: 2, methods: ['post'], statusCodes: [408, 502, 503, 504] },
    })
    .json<GroupOrderCallAnswer>();
  unanswered.delete(addition);
  return answer;
}
