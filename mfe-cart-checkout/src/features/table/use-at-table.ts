import { useEffect } from 'react';
import { updateCart } from 'shared-contracts/stores/cart';
import type { Cart } from 'shared-contracts/types/cart';
import { VISIT_MS } from './visit';

/**
 * Whether the cart is an order at its table now. The cart is kept for a year, the table's visit is
 * not: once it is over, the cart leaves the table (as "Not at a table?" does) when it is next read,
 * so an order cannot be sent days later to a table the customer is not at. Scanning renews it. A
 * cart seated before the time was kept counts its visit from now: a guest mid-meal keeps the table.
 */
export function useAtTable(cart: Pick<Cart, 'delivery_type' | 'table_seated_at'>): boolean {
  const atTable = cart.delivery_type === 'table';
  const seatedAt = cart.table_seated_at;
  const over = atTable && seatedAt != null && Date.now() - seatedAt >= VISIT_MS;
  useEffect(() => {
    // Fetched only then: the header's cart widget reads this on every page, the homepage included.
    if (over) void import('./leave-table').then((table) => table.leaveTable());
    else if (atTable && seatedAt == null) updateCart({ table_seated_at: Date.now() });
  }, [over, atTable, seatedAt]);
  return atTable && !over;
}
