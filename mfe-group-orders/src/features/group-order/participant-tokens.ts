import { $cart, leaveGroupOrder, setStore, updateCart } from 'shared-contracts/stores/cart';
import type { Cart } from 'shared-contracts/types/cart';
import type { GroupOrderJoined } from 'shared-contracts/types/group-order';
import { moveSetAside, putBackSetAside } from './set-aside-food';

const KEY = 'group_orders.participant_tokens';

/**
 * Each group order's participant_token on this device, by share link, so a reload or a second tab
 * finds the panel again. The cart carries the token of the group order in use (spec §3).
 */
function tokens(): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function participantTokenFor(link: string): string | null {
  return tokens()[link] ?? null;
}

/**
 * The tokens this device holds under links other than `link`, each with the links it is filed under,
 * newest first: the group order `link` names may be one of theirs under a new link its screen was
 * not open to follow (followNewLink).
 */
export function tokensFiledElsewhere(link: string): { token: string; links: string[] }[] {
  const byToken = new Map<string, string[]>();
  for (const [filed, token] of Object.entries(tokens()).reverse()) {
    if (filed !== link && typeof token === 'string') byToken.set(token, [...(byToken.get(token) ?? []), filed]);
  }
  return [...byToken].map(([token, links]) => ({ token, links }));
}

/**
 * The link of the group order the cart is in, if any. A cart is in one at a time (its checkout
 * places that one's order), so starting or joining another is not offered until it is over for it.
 * Only one this device holds a participant token for, as its panel opens only with one: a cart
 * still marked in a group order whose token is gone (storage cleared, the cart restored from the
 * server) would otherwise send its reader between that panel's "no link" and this guard for ever.
 */
export function groupOrderOfCart(cart: Pick<Cart, 'group_order' | 'order_token'>): string | null {
  return cart.group_order && cart.order_token && participantTokenFor(cart.order_token) !== null ? cart.order_token : null;
}

/**
 * Remembers the token and puts the cart into the group order with the group's own fields, as the
 * API answered them (spec §3: order_token is the group order's link), at the group's store: sizes
 * and prices are per store, and the catalog shows those of the cart's.
 */
export function enterGroupOrder(joined: GroupOrderJoined, admin: boolean): void {
  localStorage.setItem(KEY, JSON.stringify({ ...tokens(), [joined.link]: joined.participant_token }));
  updateCart({
    group_order: true,
    order_token: joined.link,
    participant_token: joined.participant_token,
    group_order_admin: admin,
    group_order_payment_mode: joined.payment_mode,
    group_order_payment_type: joined.group_order_payment_type,
    group_order_pay_extra: joined.group_order_pay_extra,
  });
  // An API older than the field names none: the cart keeps what it had.
  if (typeof joined.store_id === 'number') setStore(joined.store_id);
}

/**
 * The cart leaves this group order (spec §4 resets) if it is still in it, and gets back what was set
 * aside on joining it; the token stays, so the group order's screen can still show what happens to
 * it and what its participant has to pay.
 */
export function leaveCartOf(link: string): void {
  if ($cart.get().group_order && $cart.get().order_token === link) leaveGroupOrder();
  putBackSetAside((aside) => aside === link || participantTokenFor(aside) === null);
}

/**
 * The organiser made a new share link (the old one stops working): the token is filed under it too,
 * and the cart and the food set aside move over, so this device opens the group order by the new one.
 * Kept under the old link as well: another tab still showing it, or reloaded on it, finds the token,
 * and the panel it reads (by the token) carries it over to the new link.
 */
export function followNewLink(old: string, fresh: string): void {
  const token = participantTokenFor(old);
  if (token !== null) localStorage.setItem(KEY, JSON.stringify({ ...tokens(), [fresh]: token }));
  const cart = $cart.get();
  if (cart.group_order && cart.order_token === old) updateCart({ order_token: fresh });
  moveSetAside(old, fresh);
}

/**
 * Spec §4: leaving resets the group fields, voucher, loyalty points and products; the token goes too,
 * under every link it was filed under (followNewLink). Only a cart in this group order leaves it: a
 * customer in another group order in another tab stays there.
 */
export function forgetGroupOrder(link: string): void {
  const token = participantTokenFor(link);
  localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(Object.entries(tokens()).filter(([filed, kept]) => filed !== link && kept !== token))));
  leaveCartOf(link);
}
