import type { GroupOrderPaymentMode, PaymentMethod } from 'shared-contracts/types/cart';

/**
 * Integral (spec §4): one person pays the whole "by card or cash on delivery": a card online or at
 * the courier's or counter's terminal (pos), or cash when the food changes hands (at the counter
 * for a pickup). Not PayPal. Which of these the delivery type and the store take, the picker and
 * the API decide as for any order.
 */
const INTEGRAL_METHODS: PaymentMethod[] = ['card', 'pos', 'pos-pickup', 'cash', 'cash-pickup'];

/**
 * The methods the organiser may place a group's order with (spec §4 payment modes): split, each
 * pays their own share by card, so the order is paid by card; integral, by card or cash on
 * delivery; organiser-pays, one person pays the whole by any method the shop offers (null: no
 * narrowing). by_organizer is never an order's method: it is the method of the shares the
 * organiser pays for.
 */
export function groupOrderMethods(mode: GroupOrderPaymentMode): PaymentMethod[] | null {
  if (mode === 'split') return ['card'];
  return mode === 'integral' ? INTEGRAL_METHODS : null;
}
