import { paymentRouteFor } from 'shared-contracts/payments/payment-route';
import type { PaymentMethod } from 'shared-contracts/types/cart';

const STORAGE_KEY = 'cart_checkout:awaiting-payment';

type PlacedOrder = { token: string; payment_method: PaymentMethod };

/**
 * Spec §8 clears the cart once the order is placed, before it is paid online. After a declined card,
 * Back lands on an empty checkout; the order that awaits payment is kept for the visit so that
 * screen can lead back to paying it (a guest has no order history to find it in).
 */
export function rememberAwaitingPayment(order: PlacedOrder): void {
  try {
    if (paymentRouteFor(order)) sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ token: order.token, payment_method: order.payment_method }));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: only the way back after Back is lost.
  }
}

/** Where to pay the order placed in this visit and not yet shown as done, or null. */
export function awaitingPaymentRoute(): string | null {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    return saved ? paymentRouteFor(JSON.parse(saved) as PlacedOrder) : null;
  } catch {
    return null;
  }
}

/** The order reached its success page: nothing awaits payment any more. */
export function forgetAwaitingPayment(token: string): void {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved && (JSON.parse(saved) as PlacedOrder).token === token) sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
