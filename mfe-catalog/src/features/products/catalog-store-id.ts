import type { WebsiteSettings } from 'shared-contracts/types/settings';

/** Prices are per store: the cart's store, else the shop's default store, else its first store. */
export function catalogStoreId(cartStoreId: number | null, settings: WebsiteSettings | null): number | null {
  return cartStoreId ?? settings?.store_id ?? settings?.stores[0]?.id ?? null;
}
