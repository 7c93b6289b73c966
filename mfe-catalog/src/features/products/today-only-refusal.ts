import type { TFunction } from 'i18next';
import { orderTimingConflict, todayOnlyProduct } from 'shared-contracts/checkout/order-timing';
import { formatDayInSentence } from 'shared-contracts/i18n/format-date';
import { i18n } from 'shared-contracts/i18n/i18n';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { $cart } from 'shared-contracts/stores/cart';
import { notify } from 'shared-contracts/stores/notifications';
import { $settings, storeTimeZone } from 'shared-contracts/stores/settings';
import type { Cart, CartProduct } from 'shared-contracts/types/cart';
import { CATALOG_NAMESPACE } from '../../i18n/load-catalog-messages';

/** The date (YYYY-MM-DD) on the store's clock, the one the API and the checkout call today. */
export function storeToday(timeZone: string | undefined, now = new Date()): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    // A zone this browser does not know: its own clock, and the checkout and the API judge again.
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The day a today-only line would take the cart to, or null when it may go in. Spec §4 "a
 * delivery-today basket cannot be combined with a scheduled-date delivery", asked as the checkout
 * and the API ask it (orderTimingConflict), on the cart with the line. Only a conflict the line
 * brings: one the cart already had is the checkout's, and "now" for an advance-order line is not one
 * (the cart turns for later: only_for_later). A day already gone is no choice any more: the checkout
 * asks for a time again.
 */
export function todayOnlyConflict(cart: Cart, line: CartProduct, today: string): string | null {
  if (!line.today_only || todayOnlyProduct(cart.products) || !cart.later_day || cart.later_day < today) return null;
  const conflict = orderTimingConflict([...cart.products, line], cart, today);
  return conflict?.rule === 'today_only' ? cart.later_day : null;
}

/**
 * Refuses a today-only line for a cart set for another day, and says why and what to do, instead
 * of "added" and a refusal at checkout. Returns whether it refused.
 */
export function refusedAsTodayOnly(line: CartProduct, productName: string, t: TFunction): boolean {
  const cart = $cart.get();
  // The clock is read only for such a line (Intl's first use is slow, see format-date).
  const day = line.today_only && cart.for_later ? todayOnlyConflict(cart, line, storeToday(storeTimeZone($settings.get(), cart.store_id))) : null;
  if (!day) return false;
  const message = () =>
    textFollowingLanguage(CATALOG_NAMESPACE, t, 'today_only_other_day', { product: productName, day: formatDayInSentence(day, i18n.language ?? 'en') })();
  notify({ message, kind: 'warning', timeout: 0 });
  return true;
}
