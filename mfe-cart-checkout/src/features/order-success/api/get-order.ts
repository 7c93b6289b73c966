import { api } from 'shared-contracts/api/client';
import type { PlacedOrder } from 'shared-contracts/types/order';

/**
 * GET public/orders/{token}: the order as the server stored it (spec §8: a 404 goes home). Quiet
 * when the caller handles a failure itself.
 */
export function getOrder(token: string, { quiet = false } = {}): Promise<PlacedOrder> {
  return api().get(`public/orders/${encodeURIComponent(token)}`, { context: { quiet } }).json<PlacedOrder>();
}

/** The shape of an order token (the API's pattern). */
export function isOrderToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,64}$/.test(token);
}
