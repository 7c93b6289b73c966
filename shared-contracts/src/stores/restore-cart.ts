import { emptyCart } from 'shared-contracts/types/cart';
import type { Cart } from 'shared-contracts/types/cart';

/**
 * A cart read back from storage or from the server, which may be damaged or written by an older
 * version: it is laid over an empty cart so fields added since get their defaults. Anything that
 * is not a cart object gives null.
 */
export function restoreCart(saved: unknown): Cart | null {
  let value = saved;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const cart: Cart = { ...emptyCart(), ...(value as Partial<Cart>) };
  return Array.isArray(cart.products) ? cart : { ...cart, products: [] };
}
