import type { Cart } from 'shared-contracts/types/cart';
import { cartSubtotal } from 'shared-contracts/pricing/cart-subtotal';
import { voucherValue } from 'shared-contracts/pricing/voucher-value';

/**
 * Spec §4: the voucher is recomputed whenever the products change, and dropped when it is worth
 * nothing on the cart as it now is.
 */
export function withVoucherValue(cart: Cart): Cart {
  if (!cart.voucher) return cart;
  // The voucher is valued against the products alone: a free-items discount it already granted
  // must not count against its own minimum order.
  const value = voucherValue(cart.voucher, cart.products, cartSubtotal({ ...cart, discount_free_products: null }));
  if (value === 0) return { ...cart, voucher: null };
  if (value === cart.voucher.value_currency) return cart;
  return { ...cart, voucher: { ...cart.voucher, value_currency: value } };
}
