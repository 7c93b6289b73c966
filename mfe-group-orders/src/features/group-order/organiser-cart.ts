import { $cart, updateCart } from 'shared-contracts/stores/cart';
import type { CartProduct } from 'shared-contracts/types/cart';

const KEY = 'group_orders.organiser_carts';

/**
 * The organiser's cart products as they started a group order, by share link. The API makes them
 * the organiser's lines, and deleting the group order takes those lines with it; leaving empties
 * the cart (spec §4), so without this copy the food the group started from would be lost.
 */
function carts(): Record<string, CartProduct[]> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, CartProduct[]>) : {};
  } catch {
    return {};
  }
}

function store(kept: Record<string, CartProduct[]>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the group order goes on; only the copy is missing.
  }
}

function take(link: string): CartProduct[] | null {
  const { [link]: kept, ...rest } = carts();
  store(rest);
  return kept ?? null;
}

export function keepOrganiserCart(link: string, products: CartProduct[]): void {
  store({ ...carts(), [link]: products });
}

/** Once the cart has left the deleted group order: its organiser's food is theirs again. */
export function giveBackOrganiserCart(link: string): void {
  const kept = take(link);
  if (kept && kept.length > 0) updateCart({ products: [...$cart.get().products, ...kept] });
}

/** A completed group order holds the organiser's food in its one order: nothing to give back. */
export function dropOrganiserCart(link: string): void {
  take(link);
}
