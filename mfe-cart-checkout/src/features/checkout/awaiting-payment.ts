import { paymentRouteFor } from 'shared-contracts/payments/payment-route';
import type { PaymentMethod } from 'shared-contracts/types/cart';

const STORAGE_KEY = 'cart_checkout:awaiting-payment';

type PlacedOrder = { token: string; payment_method: PaymentMethod; payment_due?: boolean; abandoned?: boolean };

/**
 * Where a placed order is paid: the payments remote's screen for an online method, unless the
 * order says nothing is due (a total of 0 is paid as placed) or it was cancelled unpaid (the API
 * refuses to pay it). Null when it is done.
 */
export function paymentRouteOf(order: PlacedOrder): string | null {
  return order.payment_due === false || order.abandoned === true ? null : paymentRouteFor(order);
}

/**
 * Spec §8 clears the cart once the order is placed, before it is paid online. After a declined card,
 * Back lands on an empty checkout, and a tab closed on the payment screen leaves nothing to find the
 * order by (a guest has no order history): the order that awaits payment is kept in this browser,
 * every tab of it, so the cart can lead back to paying it until its success page is reached.
 */
export function rememberAwaitingPayment(order: PlacedOrder): void {
  try {
    if (paymentRouteOf(order)) localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: order.token, payment_method: order.payment_method }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: only the way back after Back is lost.
  }
}

/** The order placed in this browser and not yet shown as done, and where to pay it; or null. */
export function awaitingPayment(): { token: string; route: string } | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    const order = saved ? (JSON.parse(saved) as PlacedOrder) : null;
    const route = order && paymentRouteFor(order);
    return order && route ? { token: order.token, route } : null;
  } catch {
    return null;
  }
}

/** Where to pay the order placed in this browser and not yet shown as done, or null. */
export function awaitingPaymentRoute(): string | null {
  return awaitingPayment()?.route ?? null;
}

/** The order reached its success page: nothing awaits payment any more. */
export function forgetAwaitingPayment(token: string): void {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && (JSON.parse(saved) as PlacedOrder).token === token) localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
