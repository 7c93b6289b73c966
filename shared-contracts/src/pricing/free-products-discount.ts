import type { Cart, CartProduct, DeliveryType, Discount } from 'shared-contracts/types/cart';
import type { Voucher, VoucherValueType } from 'shared-contracts/types/voucher';
import { cartSubtotal } from 'shared-contracts/pricing/cart-subtotal';
import { freeUnits, voucherValue } from 'shared-contracts/pricing/voucher-value';
import { roundMoney } from 'shared-contracts/pricing/round-money';

/** Vouchers that give items away; their value reaches the cart as `discount_free_products`. */
const FREE_ITEM_TYPES: VoucherValueType[] = ['products', 'categories', 'modifier_options'];

export function isFreeItemsVoucher(voucher: Voucher | null): boolean {
  return voucher !== null && FREE_ITEM_TYPES.includes(voucher.value_type);
}

/**
 * The cart's `discount_free_products` (answer of POST public/carts): the free items of the voucher,
 * named by its code. The voucher's minimum is compared with the subtotal before the discount;
 * `deliveryType` only decides whether packaging counts in that subtotal.
 */
export function freeProductsDiscount(
  voucher: Voucher | null,
  products: CartProduct[],
  deliveryType: DeliveryType = 'pickup',
): Discount | null {
  if (!voucher || !isFreeItemsVoucher(voucher)) return null;
  const subtotal = cartSubtotal({ products, delivery_type: deliveryType, discount_free_products: null });
  const value = voucherValue(voucher, products, subtotal);
  return value > 0 ? { name: voucher.code, value } : null;
}

/**
 * The subtotal with the free items taken off, recomputed from the voucher: the cart's saved
 * `discount_free_products` is the server's last answer and is stale once the cart changed since
 * (e.g. after a reload), so the header and the checkout both count this way.
 */
export function subtotalAfterFreeItems(cart: Pick<Cart, 'voucher' | 'products' | 'delivery_type'>): number {
  const discount = freeProductsDiscount(cart.voucher, cart.products, cart.delivery_type);
  return cartSubtotal({ ...cart, discount_free_products: discount });
}

/** What a free-items voucher gives away on one cart line: how many units (products or options) and their value. */
export interface FreeItemsOfLine {
  units: number;
  value: number;
}

/**
 * The free items of `freeProductsDiscount`, line by line (one entry per product, in order), so a
 * line can say it is free. Nothing is free when the discount is not given (e.g. its minimum).
 */
export function freeItemsOfLines(
  voucher: Voucher | null,
  products: CartProduct[],
  deliveryType: DeliveryType = 'pickup',
): FreeItemsOfLine[] {
  const lines = products.map(() => ({ units: 0, value: 0 }));
  if (!voucher || freeProductsDiscount(voucher, products, deliveryType) === null) return lines;
  for (const unit of freeUnits(voucher, products)) {
    const line = lines[unit.line] as FreeItemsOfLine;
    line.units += 1;
    line.value = roundMoney(line.value + unit.price);
  }
  return lines;
}
