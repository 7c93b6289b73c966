import type { Cart } from 'shared-contracts/types/cart';
import { restoreCart } from 'shared-contracts/stores/restore-cart';

/** The localStorage copy of the cart that outlives a reload or a lost connection. */
export const CART_MIRROR_KEY = 'storefront.cart';

export interface CartMirror {
  cart: Cart;
  /** Counts local changes; above `syncedRevision` means the server has not got the latest one. */
  revision: number;
  syncedRevision: number;
  token: string | null;
}

export function readCartMirror(): CartMirror | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(CART_MIRROR_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { cart, revision, syncedRevision, token } = saved as Partial<Record<keyof CartMirror, unknown>>;
    const restored = restoreCart(cart);
    if (!restored || typeof revision !== 'number' || typeof syncedRevision !== 'number') return null;
    return { cart: restored, revision, syncedRevision, token: typeof token === 'string' ? token : null };
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
