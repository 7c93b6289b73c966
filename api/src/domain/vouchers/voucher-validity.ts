import type { App } from '../../app-instance';
import { storeClock } from '../later-slots';

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

/**
 * The day a code is checked on: the shop's (its first store's time zone), so the benefits page,
 * the checkout and every cart save agree about a voucher around midnight. The time zone is kept
 * with the settings answers, so a cart save reads no store.
 */
export async function voucherCheckDay(app: App): Promise<string> {
  const timeZone = await app.answerCache.setting('shop time zone', async () => (await app.repositories.stores.all())[0]?.time_zone ?? 'UTC');
  return storeClock(app.now(), timeZone).date;
}
