import { $settings } from 'shared-contracts/stores/settings';
import { repriceCartForStore } from './reprice-cart';

/**
 * Spec §4: the cart's store (a table's, or the checkout's) prices the cart: a cart carried over
 * from another store, or priced before the store's prices changed, would be refused for its prices
 * forever otherwise. What changed is told with the spec §8 notice.
 */
export function repriceAtStore(storeId: number | null): void {
  if (storeId === null) return;
  repriceCartForStore(storeId, $settings.get()?.localization.currency ?? 'RON').catch(() => {
    // The API client has reported it; the order's expected_total still guards the price.
  });
}
