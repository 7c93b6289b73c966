import { useEffect, useState } from 'react';
import { href } from 'shared-contracts/routes/named-routes';
import { getOrder } from '../order-success/api/get-order';
import { awaitingPayment, forgetAwaitingPayment } from './awaiting-payment';

/** An order the API cancelled unpaid: its page, and whether its customer may have been charged. */
export interface CancelledOrder {
  page: string;
  /** Its payment could not be verified (payment_unverified): the store to ask for a refund; null when nothing was charged. */
  refundingStore: string | null;
}

/**
 * The way back to paying the order placed in this browser (awaiting-payment), for an empty cart.
 * The API is asked about the order meanwhile: one it cancelled unpaid is forgotten, and said once,
 * with its page (`cancelled`), instead of being offered for payment days later. Until it answers,
 * and when it cannot, the way to pay stays offered: the payment screen says where the payment stands.
 */
export function useAwaitingPayment(cartEmpty: boolean): { toPayment: string | null; cancelled: CancelledOrder | null } {
  const [awaiting] = useState(awaitingPayment);
  const [cancelled, setCancelled] = useState<CancelledOrder | null>(null);
  const token = cartEmpty ? (awaiting?.token ?? null) : null;
  useEffect(() => {
    if (!token) return;
    let current = true;
    getOrder(token, { quiet: true }).then(
      (order) => {
        if (!current || order.abandoned !== true) return;
        forgetAwaitingPayment(order.token);
        setCancelled({ page: href('order-success', { orderToken: order.token }), refundingStore: order.payment_unverified === true ? order.store.name : null });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [token]);
  return { toPayment: cancelled || !token ? null : (awaiting?.route ?? null), cancelled };
}
