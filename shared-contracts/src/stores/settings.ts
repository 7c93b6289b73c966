import { atom } from 'nanostores';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { $shopStatus } from 'shared-contracts/stores/shop-status';

/** The website settings of spec §3, fetched once by the shell at boot; null until then. */
export const $settings = atom<WebsiteSettings | null>(null);

/**
 * The time zone an order's or a table's times are shown in: its store's, the clock the API
 * schedules, opens, closes and cancels by, which may differ from the brand's. The brand's
 * (localization.time_zone, spec §9 default GMT) for a store the settings do not list.
 * (Here, not in a module of its own: each shared module is listed in every remote's entry.)
 */
export function storeTimeZone(settings: WebsiteSettings | null, storeId: number | null | undefined): string | undefined {
  const store = storeId == null ? undefined : settings?.stores.find((candidate) => candidate.id === storeId);
  return store?.time_zone || settings?.localization.time_zone;
}

/**
 * Spec §3/§9 allow_ordering (default true): false makes the shop browse-only, from the catalog's
 * add buttons to the checkouts' send buttons. True until the settings are known: the API decides.
 */
export function isOrderingAllowed(settings: WebsiteSettings | null): boolean {
  return settings?.website.allow_ordering !== false;
}

/** The settings carry the shop status too; `refreshShopStatus` updates it later on its own. */
export function setSettings(settings: WebsiteSettings): void {
  $settings.set(settings);
  $shopStatus.set(settings.shop_status);
}
