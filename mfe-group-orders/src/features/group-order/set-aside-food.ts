import { $cart, updateCart } from 'shared-contracts/stores/cart';
import type { Cart, CartProduct } from 'shared-contracts/types/cart';
import { putBackLine } from './put-back-line';

const KEY = 'group_orders.set_aside';

/**
 * The cart's store when food was set aside, and the payment method chosen there: joining moved the
 * cart to the group's store, and `setStore` dropped the method, which is offered per store.
 */
export type StoreSetAsideWith = Pick<Cart, 'store_id' | 'payment_method'>;

/**
 * A joiner's cart lines the group's store does not sell as chosen, and the store they were chosen
 * at. Kept before the payment method was: `store_id` only, null when no store was known.
 */
interface SetAside {
  store?: StoreSetAsideWith;
  store_id?: number | null;
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
export function setAside(link: string, store: StoreSetAsideWith, products: CartProduct[]): void {
  if (products.length === 0) return;
  const aside: SetAside = { store: { store_id: store.store_id, payment_method: store.payment_method }, products };
  localStorage.setItem(KEY, JSON.stringify({ ...setAsideByLink(), [link]: aside }));
}

/** The organiser made a new share link: what was set aside waits under it (followNewLink). */
export function moveSetAside(old: string, fresh: string): void {
  const { [old]: aside, ...rest } = setAsideByLink();
  if (aside) localStorage.setItem(KEY, JSON.stringify({ ...rest, [fresh]: aside }));
}

/**
 * The store to go back to; null when none was kept, or the stored one is damaged: the lines come
 * back to the cart's store, as before.
 */
function storeOf({ store, store_id }: SetAside): StoreSetAsideWith | null {
  if (store && (typeof store.store_id === 'number' || store.store_id === null)) return { store_id: store.store_id, payment_method: store.payment_method ?? null };
  return typeof store_id === 'number' ? { store_id, payment_method: null } : null;
}

/**
 * Spec §4: a store change reprices the cart at the checkout, so lines set aside at another store
 * would be repriced or refused at the group's. The cart goes back to their store with its payment
 * method; a store the shop no longer has is then forgotten by the shop's rule (followKnownStores),
 * which tells the customer, as the lines are in by then.
 */
function backToStore(store: StoreSetAsideWith): void {
  if ($cart.get().store_id === store.store_id) return;
  updateCart({ store_id: store.store_id, payment_method: store.payment_method });
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
    aside.products.forEach(putBackLine);
    const store = storeOf(aside);
    if (store) backToStore(store);
  }
}
