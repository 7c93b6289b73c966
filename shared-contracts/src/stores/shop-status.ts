import { atom } from 'nanostores';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import { api } from 'shared-contracts/api/client';

/** Whether the shop takes orders now or later (spec §3 shop_status); null until known. */
export const $shopStatus = atom<ShopStatus | null>(null);

/** The last request's number: the status answers for the store chosen when it was asked (X-Store-Id). */
let asked = 0;

/** Asks the server again. Spec §7: its errors are ignored, the last known status stays. */
export async function refreshShopStatus(): Promise<void> {
  const request = ++asked;
  try {
    const answer = await api()
      .get('public/website-settings/shop-status', { context: { quiet: true } })
      .json<ShopStatus>();
    // The API answers with the shop_status object itself (api/src/routes/public/website-settings).
    // An answer overtaken by a later request may be another store's: only the latest is taken.
    if (request === asked && answer && typeof answer.delivery_now === 'boolean') $shopStatus.set(answer);
  } catch {
    // Spec §7: no notification; the shop keeps the status it had.
  }
}
