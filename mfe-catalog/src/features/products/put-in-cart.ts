import type { TFunction } from 'i18next';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { $cart } from 'shared-contracts/stores/cart';
import { notify } from 'shared-contracts/stores/notifications';
import type { CartProduct } from 'shared-contracts/types/cart';
import { addToCart } from './add-to-cart';
import { notifyAddedToCart } from './notify-added-to-cart';

/**
 * "Add to cart" puts the food where the customer's order is: their cart, or, while they are in a
 * group order, their own part of it on the server (spec §6: participants' product changes go
 * through the server). A line kept in the cart there could never be ordered: the group's order is
 * made of what the server holds. That path is loaded only when it is taken.
 * Returns the group order's answer to wait for (the Add button is busy until then, so a second
 * press is not told "added" for a line the server adds once), or null when the cart took the line
 * at once. The promise never rejects: every failure has been told by then.
 */
export function putInCart(line: CartProduct, storePage: number | null, productName: string, t: TFunction): Promise<void> | null {
  const { group_order: inGroupOrder, participant_token: token } = $cart.get();
  if (inGroupOrder && token) return addToGroupOrderPart(token, line, productName, t);
  // A today-only dish in a cart set for later is judged first: for another day it would be
  // refused only at checkout. That check (and the calendar it needs) loads only for such a line.
  if (line.today_only && $cart.get().for_later) return addTodayOnlyLine(line, storePage, productName, t);
  if (addToCart(line, storePage)) notifyAddedToCart(productName, t);
  return null;
}

async function addTodayOnlyLine(line: CartProduct, storePage: number | null, productName: string, t: TFunction): Promise<void> {
  // Its code could not be fetched: the line goes in, and the checkout still judges its day.
  const refusal = await import('./today-only-refusal').catch(() => null);
  if (refusal?.refusedAsTodayOnly(line, productName, t)) return;
  if (addToCart(line, storePage)) notifyAddedToCart(productName, t);
}

async function addToGroupOrderPart(token: string, line: CartProduct, productName: string, t: TFunction): Promise<void> {
  const groupOrder = await import('./add-to-group-order').catch(() => null);
  if (!groupOrder) {
    // Its code could not be fetched (offline, or a deployment replaced it): the press must not go unanswered.
    notify({ message: () => commonText(navigator.onLine ? 'errors.something_went_wrong' : 'errors.no_connection'), kind: 'error' });
    return;
  }
  // A failed request was told by the API client's error catalogue, and nothing said it was added.
  await groupOrder.addToGroupOrder(token, line, productName, t).catch(() => undefined);
}
