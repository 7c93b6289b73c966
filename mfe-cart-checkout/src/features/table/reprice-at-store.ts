import { $settings } from 'shared-contracts/stores/settings';
import { repriceCartForStore } from '../store-change/reprice-cart';

/**
 * Spec §4: a table's store prices the cart (a cart carried over from another store would be
 * refused for its prices forever otherwise); what changed is told with the spec §8 notice.
 */
export function repriceAtStore(storeId: number | null): void {
  if (storeId === null) return;
  repriceCartForStore(storeId, $settings.get()?.localization.currency ?? 'RON').catch(() => {
    // The API client has reported it; the order's expected_total still guards the price.
  });
}
