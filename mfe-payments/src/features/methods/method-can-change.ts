import type { Payment } from 'shared-contracts/payments/payment-status';

/**
 * Whether a failed payment may go on by another method. A participant's share (the payment names
 * its group order) is paid on its own only in a split group order, where everyone pays their own
 * share by card (spec §4): the API refuses any other method for it, so none is offered.
 */
export function methodCanChange(payment: Payment): boolean {
  return payment.group_order_link === null;
}
