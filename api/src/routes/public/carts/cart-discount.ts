import { freeProductsDiscount } from 'shared-contracts/pricing/free-products-discount';
import type { CartProduct, DeliveryType, Discount } from 'shared-contracts/types/cart';
import type { Repositories } from '../../../plugins/app/repositories';

/**
 * The cart's discount_free_products, recomputed with the browser's own pricing module. The
 * voucher is looked up by its code, so a cart cannot grant itself items a code does not give.
 */
export async function cartFreeProductsDiscount(
  cart: Record<string, unknown>,
  vouchers: Repositories['vouchers'],
  today: () => Promise<string>,
): Promise<Discount | null> {
  const code = voucherCode(cart.voucher);
  if (!code) return null;
  // The day is asked for only when the cart carries a code.
  const voucher = await vouchers.findValid(code, await today());
  if (!voucher) return null;
  const products: unknown[] = Array.isArray(cart.products) ? cart.products : [];
  const deliveryType = (['pickup', 'delivery', 'table'] as const).find((t) => t === cart.delivery_type) ?? 'pickup';
  return freeProductsDiscount(voucher, products.filter(isCartProduct), deliveryType satisfies DeliveryType);
}

function voucherCode(voucher: unknown): string | null {
  if (typeof voucher !== 'object' || voucher === null) return null;
  const code = (voucher as { code?: unknown }).code;
  return typeof code === 'string' && code.trim() !== '' ? code : null;
}

/**
 * Only well-formed lines count: a malformed product must not turn into a 500. Well-formed is what
 * the pricing module reads: a line's numbers, its options' prices and quantities, its categories'
 * ids, and the size it names among its sizes.
 */
function isCartProduct(product: unknown): product is CartProduct {
  if (typeof product !== 'object' || product === null) return false;
  const line = product as Record<string, unknown>;
  return (
    Number.isFinite(line.id) &&
    Number.isFinite(line.quantity) &&
    Number.isFinite(line.price) &&
    (line.pack_price == null || Number.isFinite(line.pack_price)) &&
    Array.isArray(line.options) &&
    line.options.every((option) => isRecord(option) && Number.isFinite(option.id) && Number.isFinite(option.price) && Number.isFinite(option.quantity)) &&
    Array.isArray(line.categories) &&
    line.categories.every((category) => isRecord(category) && Number.isFinite(category.id)) &&
    Array.isArray(line.sizes) &&
    line.sizes.every((size) => isRecord(size) && Number.isFinite(size.id) && Number.isFinite(size.price)) &&
    (line.selected_size === null || Number.isFinite(line.selected_size))
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
