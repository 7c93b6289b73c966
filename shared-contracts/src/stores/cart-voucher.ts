import type { Cart } from 'shared-contracts/types/cart';
import { appliesToProducts, missingForVoucher, voucherMinimumBase } from 'shared-contracts/pricing/voucher-minimum';
import { voucherValue } from 'shared-contracts/pricing/voucher-value';

/**
 * Spec §4: the voucher is recomputed whenever the products change, and dropped when it is worth
 * nothing on the cart as it now is. One exception (spec §5, a voucher's own minimum): a voucher
 * that only lacks its minimum order stays, worth 0, waiting; the checkout says how much to add.
 */
export function withVoucherValue(cart: Cart): Cart {
  if (!cart.voucher) return cart;
  const value = voucherValue(cart.voucher, cart.products, voucherMinimumBase(cart));
  if (value === 0) {
    const waiting = missingForVoucher(cart.voucher, cart) > 0 && appliesToProducts(cart.voucher, cart);
    if (!waiting) return { ...cart, voucher: null };
  }
  if (value === cart.voucher.value_currency) return cart;
  return { ...cart, voucher: { ...cart.voucher, value_currency: value } };
}
