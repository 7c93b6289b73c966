import type { Cart } from 'shared-contracts/types/cart';
import type { InvalidCartLine } from 'shared-contracts/stores/invalid-cart-products';
import { restoreCart } from 'shared-contracts/stores/restore-cart';

/** The localStorage copy of the cart that outlives a reload or a lost connection. */
export const CART_MIRROR_KEY = 'storefront.cart';

export interface CartMirror {
  cart: Cart;
  /** The latest local change's stamp (it only grows); above `syncedRevision`, the server has not got it. */
  revision: number;
  syncedRevision: number;
  token: string | null;
  /** The lines the server last reported as invalid, so a reload still shows them. */
  invalidLines?: InvalidCartLine[];
}

export function readCartMirror(): CartMirror | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(CART_MIRROR_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { cart, revision, syncedRevision, token, invalidLines } = saved as Partial<Record<keyof CartMirror, unknown>>;
    const restored = restoreCart(cart);
    if (!restored || typeof revision !== 'number' || typeof syncedRevision !== 'number') return null;
    return {
      cart: restored, revision, syncedRevision, token: typeof token === 'string' ? token : null,
      invalidLines: Array.isArray(invalidLines) ? invalidLines.filter(isInvalidLine) : [],
    };
  } catch {
    return null;
  }
}

export function writeCartMirror(mirror: CartMirror): void {
  try {
    window.localStorage.setItem(CART_MIRROR_KEY, JSON.stringify(mirror));
  } catch {
    // Storage full or disabled (private mode): the server copy still saves the cart.
  }
}

function isInvalidLine(value: unknown): value is InvalidCartLine {
  const line = value as Partial<InvalidCartLine> | null;
  return typeof line?.key === 'string' && Array.isArray(line.rules) && line.rules.every((rule) => typeof rule === 'string');
}
