import type { Cart } from 'shared-contracts/types/cart';
import type { Voucher } from 'shared-contracts/types/voucher';
import { cartSubtotal } from 'shared-contracts/pricing/cart-subtotal';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { voucherValue } from 'shared-contracts/pricing/voucher-value';

type VoucherCart = Pick<Cart, 'products' | 'delivery_type'>;

/**
 * What a voucher's own minimum (spec §5) is compared with: the products and packaging before any
 * discount, so the free items a voucher grants never count against its own minimum.
 */
export function voucherMinimumBase(cart: VoucherCart): number {
  return cartSubtotal({ ...cart, discount_free_products: null });
}

/**
 * How much the products must still add before the voucher's own minimum order is reached; 0 when
 * it is reached, when the voucher has none, or when the cart is empty. Below it the voucher waits
 * on the cart ("add X more to use this voucher") and the order cannot be placed.
 */
export function missingForVoucher(voucher: Voucher | null, cart: VoucherCart): number {
  if (!voucher || voucher.min_order_value <= 0 || cart.products.length === 0) return 0;
  return roundMoney(Math.max(0, voucher.min_order_value - voucherMinimumBase(cart)));
}

/** Whether the voucher takes something off these products once its minimum is reached. */
export function appliesToProducts(voucher: Voucher, cart: VoucherCart): boolean {
  return voucherValue({ ...voucher, min_order_value: 0 }, cart.products, voucherMinimumBase(cart)) > 0;
}
