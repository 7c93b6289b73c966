import type { TFunction } from 'i18next';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import { withVoucherValue } from 'shared-contracts/stores/cart-voucher';
import { notify } from 'shared-contracts/stores/notifications';
import type { Voucher } from 'shared-contracts/types/voucher';
import { CART_NAMESPACE } from '../../i18n/load-cart-messages';
import { checkVoucher, type VoucherCheck } from './api/check-voucher';

/** The same voucher, whatever order its fields came back in (the server's copy of a cart is jsonb). */
function sameVoucher(a: Voucher, b: Voucher): boolean {
  return JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());
}

/**
 * The cart keeps a copy of its voucher as it was when applied, and the checkout prices the order
 * with it; the API prices it with the voucher as it is now, and refuses a total worked out from an
 * older copy ("the prices have changed") at every attempt once the staff changed the voucher (its
 * percent, minimum, delivery, free products). So it is read again when a checkout opens and when
 * the API names the total: the copy is replaced, or dropped when the code is refused now or is worth
 * nothing on this cart, and the customer is told what changed. A failed read keeps the copy: the
 * API checks the voucher again when the order is placed.
 */
export async function recheckVoucher(t: TFunction): Promise<void> {
  const code = $cart.get().voucher?.code;
  if (!code) return;
  let checked: VoucherCheck;
  try {
    checked = await checkVoucher(code, { quiet: true });
  } catch {
    return;
  }
  const current = $cart.get();
  // Removed, or another one applied, while the API was asked: the customer's newer choice stands.
  if (current.voucher?.code !== code) return;
  const tell = (key: string, options: Record<string, unknown> = {}) =>
    notify({ kind: 'warning', message: textFollowingLanguage(CART_NAMESPACE, t, key, { code, ...options }) });
  if ('refused' in checked) {
    updateCart({ voucher: null });
    tell('voucher.recheck.refused', { reason: checked.refused ?? t('voucher.invalid') });
    return;
  }
  const valued = withVoucherValue({ ...current, voucher: checked.voucher }).voucher;
  if (valued && sameVoucher(valued, current.voucher)) return;
  // In the brand's currency, as the checkout shows the total (whole units where it is charged so).
  const currency = $settings.get()?.localization.currency;
  const before = cartCostLines(current, { currency }).total;
  updateCart({ voucher: checked.voucher });
  const after = $cart.get();
  if (!after.voucher) tell('voucher.recheck.dropped');
  else if (cartCostLines(after, { currency }).total !== before) tell('voucher.recheck.changed');
}
