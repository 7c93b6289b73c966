import type { TFunction } from 'i18next';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { missingForVoucher } from 'shared-contracts/pricing/voucher-minimum';
import type { Cart } from 'shared-contracts/types/cart';

/**
 * What holds an order back while its voucher waits for its own minimum (spec §5): the code and how
 * much more the products need, or null. The checkout and the table's checkout both say it.
 */
export function waitingVoucherText(cart: Pick<Cart, 'voucher' | 'products' | 'delivery_type'>, currency: string, t: TFunction): string | null {
  const missing = missingForVoucher(cart.voucher, cart);
  return missing > 0 && cart.voucher ? t('checkout.errors.voucherMinimum', { code: cart.voucher.code, missing: formatMoney(missing, currency) }) : null;
}
