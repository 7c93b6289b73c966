import type { CartProduct } from 'shared-contracts/types/cart';
import type { Voucher } from 'shared-contracts/types/voucher';
import { mostExpensiveUnits, repeatUnits, type PricedUnit } from 'shared-contracts/pricing/most-expensive-units';
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

/** The units a free-items voucher gives away, most expensive first; [] for any other voucher. */
export function freeUnits(voucher: Voucher, products: CartProduct[]): PricedUnit[] {
  switch (voucher.value_type) {
    case 'products':
      return mostExpensiveUnits(
        products.flatMap((product, line) =>
          voucher.free_products.includes(product.id) && isEligible(product, voucher)
            ? repeatUnits(line, productUnitPrice(product), product.quantity)
            : [],
        ),
        voucher.no_of_free_products - voucher.already_used_products,
      );
    case 'modifier_options':
      return mostExpensiveUnits(
        products.flatMap((product, line) =>
          product.options
            .filter((option) => voucher.free_modifier_options.includes(option.id))
            .flatMap((option) => repeatUnits(line, option.price, option.quantity * product.quantity)),
        ),
        voucher.no_of_free_products - voucher.already_used_modifier_options,
      );
    case 'categories':
      return mostExpensiveUnits(
        products.flatMap((product, line) =>
          product.categories.some((category) => voucher.free_categories.includes(category.id)) && isEligible(product, voucher)
            ? repeatUnits(line, productUnitPrice(product), product.quantity)
            : [],
        ),
        voucher.no_of_free_products,
      );
    default:
      return [];
  }
}

function rawValue(voucher: Voucher, products: CartProduct[]): number {
  switch (voucher.value_type) {
    case 'percent':
      return percentValue(voucher, products);
    case 'currency':
      return voucher.value;
    case 'products':
    case 'modifier_options':
    case 'categories':
      return freeUnits(voucher, products).reduce((sum, unit) => sum + unit.price, 0);
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
