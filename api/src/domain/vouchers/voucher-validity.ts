import type { App } from '../../app-instance';
import { storeClock } from '../later-slots';
import { brandTimeZone } from '../website-settings';

/** Where a day stands in a voucher's validity period (spec §9); an absent bound is open. */
export type VoucherValidity = 'not_yet_valid' | 'valid' | 'expired';

/** `day` is YYYY-MM-DD, so days compare as text. */
export function voucherValidity(voucher: { valid_from: string | null; valid_until: string | null }, day: string): VoucherValidity {
  if (voucher.valid_from && day < voucher.valid_from) return 'not_yet_valid';
  if (voucher.valid_until && day > voucher.valid_until) return 'expired';
  return 'valid';
}

/** An account's voucher: once an order used it (spec §5: used once) that says more than its dates. */
export type AccountVoucherState = VoucherValidity | 'used';

export function accountVoucherState(voucher: { valid_from: string | null; valid_until: string | null; used_at: Date | null }, day: string): AccountVoucherState {
  return voucher.used_at ? 'used' : voucherValidity(voucher, day);
}

/** The clocks a voucher's day is told on: the brand's (settings localization.time_zone) and each store's. */
interface VoucherClocks {
  brand: string;
  stores: Map<number, string>;
}

/**
 * The day a code is checked on (spec §9 validity period): the day at the store the customer orders
 * from (the order's store, the cart's, the X-Store-Id of a check or of the benefits page), so a
 * voucher lasts to the end of its last day there wherever the brand's other stores lie; the
 * brand's own time zone (spec §3 localization.time_zone, GMT by default) where no store is known.
 * The checkout, the order and every cart save of one store thus agree around midnight. The time
 * zones are kept with the settings answers, so a cart save reads no store.
 */
export async function voucherCheckDay(app: App, storeId?: number | null): Promise<string> {
  const clocks = await app.answerCache.setting<VoucherClocks>('voucher clocks', async () => {
    const [website, stores] = await Promise.all([app.repositories.website.website(), app.repositories.stores.all()]);
    return { brand: brandTimeZone(website), stores: new Map(stores.map((store) => [store.id, store.time_zone])) };
  });
  const timeZone = (storeId != null && clocks.stores.get(storeId)) || clocks.brand;
  return storeClock(app.now(), timeZone).date;
}
