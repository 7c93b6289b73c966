import type { GroupOrderPaymentMode, PaymentMethod } from 'shared-contracts/types/cart';

/**
 * The methods the organiser may place a group's order with (spec §4 payment modes): split, each
 * pays their own share by card, so the order is paid by card; integral and organiser-pays, one
 * person pays the whole, by any method the shop offers (null: no narrowing). by_organizer is never
 * an order's method: it is the method of the shares the organiser pays for.
 */
export function groupOrderMethods(mode: GroupOrderPaymentMode): PaymentMethod[] | null {
  return mode === 'split' ? ['card'] : null;
}
