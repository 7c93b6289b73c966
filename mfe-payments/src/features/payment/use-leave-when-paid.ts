import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { href } from 'shared-contracts/routes/named-routes';
import { groupOrderOutcomePath } from 'shared-contracts/routes/group-order-outcome';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { notify } from 'shared-contracts/stores/notifications';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { PAYMENTS_NAMESPACE } from '../../i18n/load-payments-messages';

export const orderSuccessPath = (orderToken: string) => href('order-success', { orderToken });

/**
 * Spec §4: after a successful payment the customer cannot navigate back into it. The payment
 * screen's history entry is replaced by the order's success screen, so Back never returns here.
 * Once per order: a re-render (a new navigate function) must not say "paid" twice.
 */
export function useLeaveWhenPaid(payment: Payment | null, t: TFunction, successPath: (orderToken: string) => string = orderSuccessPath) {
  const navigate = useNavigate();
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (payment?.status !== 'succeeded' || left.current === payment.order_token) return;
    left.current = payment.order_token;
    // A paid payment is closed: its Stripe client secret (spec §3) leaves the cart.
    if ($cart.get().stripe_client_secret) updateCart({ stripe_client_secret: null });
    notify({ kind: 'success', message: textFollowingLanguage(PAYMENTS_NAMESPACE, t, 'status.succeeded') });
    // A group order participant's share goes back to their group order's screen.
    const next = payment.group_order_link ? groupOrderOutcomePath('success', payment.group_order_link) : successPath(payment.order_token);
    navigate(next, { replace: true });
  }, [payment, navigate, t, successPath]);
}
