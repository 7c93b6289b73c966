import { atom } from 'nanostores';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { $shopStatus } from 'shared-contracts/stores/shop-status';

/** The website settings of spec §3, fetched once by the shell at boot; null until then. */
export const $settings = atom<WebsiteSettings | null>(null);

/** The settings carry the shop status too; `refreshShopStatus` updates it later on its own. */
export function setSettings(settings: WebsiteSettings): void {
  $settings.set(settings);
  $shopStatus.set(settings.shop_status);
}
