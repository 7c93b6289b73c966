import { $cart, addProduct, setStore } from 'shared-contracts/stores/cart';
import type { CartProduct } from 'shared-contracts/types/cart';

const KEY = 'group_orders.set_aside';

/** A joiner's cart lines the group's store does not sell as chosen, and the store they were chosen at. */
interface SetAside {
  store_id: number | null;
  products: CartProduct[];
}

function setAsideByLink(): Record<string, SetAside> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, SetAside>) : {};
  } catch {
    return {};
  }
}

/**
 * Joining takes a name only (spec §4, §6): cart lines the group's store does not sell as chosen are
 * not joined with. A cart in a group order holds no food of its own (its checkout would place it as
 * the group's), so they wait here, on this device, by share link, until the cart leaves it.
 */
export function setAside(link: string, storeId: number | null, products: CartProduct[]): void {
  if (products.length === 0) return;
  localStorage.setItem(KEY, JSON.stringify({ ...setAsideByLink(), [link]: { store_id: storeId, products } }));
}

/**
 * The lines set aside on joining go back into the cart once it is out of any group order: those of
 * each group order that is `over` for it (the one it just left; any other whose token this device
 * forgot while the cart was in yet another one, in another tab, where they waited).
 */
export function putBackSetAside(over: (link: string) => boolean): void {
  if ($cart.get().group_order) return;
  const all = Object.entries(setAsideByLink());
  const back = all.filter(([link]) => over(link));
  if (back.length === 0) return;
  localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(all.filter(([link]) => !over(link)))));
  for (const [, aside] of back) {
    // An emptied cart (it just left the group's store) goes back to where the lines were chosen, as one with no store does.
    const { products, store_id } = $cart.get();
    if ((products.length === 0 || store_id === null) && aside.store_id !== null) setStore(aside.store_id);
    aside.products.forEach(addProduct);
  }
}
