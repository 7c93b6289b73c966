import { atom } from 'nanostores';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import { api } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';

/** Whether the shop takes orders now or later (spec §3 shop_status); null until known. */
export const $shopStatus = atom<ShopStatus | null>(null);

/** A status older than this may no longer hold: the hours turn (closed at 10:55, open at 11:00). */
export const SHOP_STATUS_MAX_AGE_MS = 60_000;

/**
 * When the status shown came (0: none yet), and for which cart store: an answer is the store's it
 * was asked for (X-Store-Id). The settings' status (start-up, a language switch) is the brand's,
 * open while any store is (api get-website-settings): it holds for a cart with no store (null) only.
 */
let known: { at: number; storeId: number | null } = { at: 0, storeId: null };

/** The last request's number: the status answers for the store chosen when it was asked (X-Store-Id). */
let asked = 0;

// Set by the settings (or a test): the brand's. refreshShopStatus names its store right after setting it.
$shopStatus.listen((status) => {
  known = { at: status ? Date.now() : 0, storeId: null };
});

/**
 * Whether the status shown may be wrong now: older than SHOP_STATUS_MAX_AGE_MS, or not the cart's
 * store's (the brand's, or a store's chosen before). A status never known is not: the settings bring it.
 */
export function isShopStatusOutOfDate(now = Date.now()): boolean {
  if (known.at === 0) return false;
  return now - known.at >= SHOP_STATUS_MAX_AGE_MS || known.storeId !== $cart.get().store_id;
}

/** Asks the server again. Spec §7: its errors are ignored, the last known status stays. */
export async function refreshShopStatus(): Promise<void> {
  const request = ++asked;
  const storeId = $cart.get().store_id;
  try {
    const answer = await api()
      .get('public/website-settings/shop-status', { context: { quiet: true } })
      .json<ShopStatus>();
    // The API answers with the shop_status object itself (api/src/routes/public/website-settings).
    // An answer overtaken by a later request may be another store's: only the latest is taken.
    if (request === asked && answer && typeof answer.delivery_now === 'boolean') {
      $shopStatus.set(answer);
      known = { at: Date.now(), storeId };
    }
  } catch {
    // Spec §7: no notification; the shop keeps the status it had.
  }
}
