import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { PaymentStatus } from 'shared-contracts/payments/payment-status';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';

/**
 * Statuses of an order's open payment in which the payment screen shows no form to pay: processing
 * ("do not pay again"), error_checking (the customer checks their bank) and succeeded. Sending the
 * customer back to pay then would invite a second charge, so such an order is not due.
 */
const UNDER_WAY: readonly (PaymentStatus | 'creating')[] = ['processing', 'error_checking', 'succeeded'];

/**
 * An order paid online that still waits for the customer to pay: its success page and the account's
 * history offer the payment screen instead of saying when it is ready. A table order has its own
 * way to pay at the table; one cancelled unpaid can no longer be paid.
 */
export function isPaymentDue(
  order: { payment_method: PaymentMethod; delivery_type: DeliveryType; paid_at: Date | null; abandoned_at: Date | null },
  openPaymentStatus: PaymentStatus | 'creating' | null,
): boolean {
  if (order.delivery_type === 'table' || order.paid_at !== null || order.abandoned_at !== null || !isOnlinePaymentMethod(order.payment_method)) return false;
  return !isPaymentUnderWay(openPaymentStatus);
}

/** Whether an order's open payment is past the point of paying (UNDER_WAY): it is not offered again. */
export function isPaymentUnderWay(openPaymentStatus: PaymentStatus | 'creating' | null): boolean {
  return openPaymentStatus !== null && UNDER_WAY.includes(openPaymentStatus);
}
