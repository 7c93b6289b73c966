import type { CartProduct } from 'shared-contracts/types/cart';
import type { Voucher } from 'shared-contracts/types/voucher';
import { mostExpensiveUnits, repeatUnits } from 'shared-contracts/pricing/most-expensive-units';
import { productLineValue, productUnitPrice } from 'shared-contracts/pricing/product-price';
import { roundMoney } from 'shared-contracts/pricing/round-money';

/** Spec §5: percent, category and product vouchers count only products of the category and not of the excluded one. */
function isEligible(product: CartProduct, voucher: Voucher): boolean {
  const categoryIds = product.categories.map((category) => category.id);
  if (voucher.category_id !== null && !categoryIds.includes(voucher.category_id)) return false;
  if (voucher.exclude_category_id !== null && categoryIds.includes(voucher.exclude_category_id)) return false;
  return true;
}

function percentValue(voucher: Voucher, products: CartProduct[]): number {
  const eligible = products.filter((product) => isEligible(product, voucher));
  return (eligible.reduce((sum, product) => sum + productLineValue(product), 0) * voucher.value) / 100;
}

function freeProductsValue(voucher: Voucher, products: CartProduct[]): number {
  const units = products
    .filter((product) => voucher.free_products.includes(product.id) && isEligible(product, voucher))
    .flatMap((product) => repeatUnits(productUnitPrice(product), product.quantity));
  return mostExpensiveUnits(units, voucher.no_of_free_products - voucher.already_used_products);
}

function freeModifierOptionsValue(voucher: Voucher, products: CartProduct[]): number {
  const units = products.flatMap((product) =>
    product.options
      .filter((option) => voucher.free_modifier_options.includes(option.id))
      .flatMap((option) => repeatUnits(option.price, option.quantity * product.quantity)),
  );
  return mostExpensiveUnits(units, voucher.no_of_free_products - voucher.already_used_modifier_options);
}

function freeCategoriesValue(voucher: Voucher, products: CartProduct[]): number {
  const units = products
    .filter(
      (product) =>
        product.categories.some((category) => voucher.free_categories.includes(category.id)) &&
        isEligible(product, voucher),
    )
    .flatMap((product) => repeatUnits(productUnitPrice(product), product.quantity));
  return mostExpensiveUnits(units, voucher.no_of_free_products);
}

function rawValue(voucher: Voucher, products: CartProduct[]): number {
  switch (voucher.value_type) {
    case 'percent':
      return percentValue(voucher, products);
    case 'currency':
      return voucher.value;
    case 'products':
      return freeProductsValue(voucher, products);
    case 'modifier_options':
      return freeModifierOptionsValue(voucher, products);
    case 'categories':
      return freeCategoriesValue(voucher, products);
    default:
      // An unknown type from an older or newer API takes nothing off rather than guessing.
      return 0;
  }
}

/**
 * What a voucher takes off the cart (spec §3 value_currency). Readings of the spec:
 * - percent: of the eligible products' value (unit or size price plus options, times quantity;
 *   packaging is not a product, so it is not discounted);
 * - a free product or category item is worth its unit (or size) price; its options stay paid;
 * - free modifier options: `no_of_free_products - already_used_modifier_options` option units;
 * - free categories: `no_of_free_products` units, most expensive eligible first;
 * - never more than `subtotal`, and 0 until the voucher's own minimum order is reached.
 */
export function voucherValue(voucher: Voucher | null, products: CartProduct[], subtotal: number): number {
  if (!voucher || products.length === 0) return 0;
  if (voucher.min_order_value > 0 && subtotal < voucher.min_order_value) return 0;
  const value = rawValue(voucher, products);
  return roundMoney(Math.max(0, Math.min(value, subtotal)));
}
