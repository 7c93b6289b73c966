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
  const products = Array.isArray(cart.products) ? (cart.products as CartProduct[]) : [];
  const deliveryType = (['pickup', 'delivery', 'table'] as const).find((t) => t === cart.delivery_type) ?? 'pickup';
  return freeProductsDiscount(voucher, products.filter(isCartProduct), deliveryType satisfies DeliveryType);
}

function voucherCode(voucher: unknown): string | null {
  if (typeof voucher !== 'object' || voucher === null) return null;
  const code = (voucher as { code?: unknown }).code;
  return typeof code === 'string' && code.trim() !== '' ? code : null;
}

/** Only well-formed lines count: a malformed product must not turn into a 500. */
function isCartProduct(product: CartProduct): boolean {
  return (
    typeof product === 'object' &&
    product !== null &&
    Number.isFinite(product.id) &&
    Number.isFinite(product.quantity) &&
    Number.isFinite(product.price) &&
    Array.isArray(product.options) &&
    Array.isArray(product.categories)
  );
}
