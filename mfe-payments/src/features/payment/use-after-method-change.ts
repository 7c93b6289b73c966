import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { OrderPaymentMethods } from 'shared-contracts/payments/payment-status';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { notify } from 'shared-contracts/stores/notifications';
import { methodChoice } from '../methods/method-choice';
import type { usePaymentsTexts } from '../../i18n/use-payments-texts';
import { orderSuccessPath } from './use-leave-when-paid';

/**
 * After the order's method changed, said in a notice: an online one is paid here at once (a new
 * payment with its provider); one paid when the food changes hands ends the payment, and the
 * order's success screen replaces it in the history, as after a paid payment.
 * The restart takes away the form and the "Pay this way" the customer pressed: focus, left on the
 * page's body, goes to the screen's heading (unless the new payment's status took it), so keyboard
 * and screen-reader users start again from the top of the new payment.
 */
export function useAfterMethodChange(
  restartPayment: () => Promise<unknown>,
  t: ReturnType<typeof usePaymentsTexts>['t'],
  heading: RefObject<HTMLElement | null>,
) {
  const navigate = useNavigate();
  const [restarts, setRestarts] = useState(0);
  useEffect(() => {
    if (restarts === 0) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) heading.current?.focus();
  }, [restarts, heading]);
  return useCallback(
    (changed: OrderPaymentMethods) => {
      // The closed payment's Stripe client secret (spec §3) leaves the cart.
      if ($cart.get().stripe_client_secret) updateCart({ stripe_client_secret: null });
      notify({ kind: 'success', message: t('otherMethods.changed', { method: methodChoice(changed.payment_method, changed.delivery_type, t).name }) });
      if (isOnlinePaymentMethod(changed.payment_method)) {
        void restartPayment().then(() => setRestarts((count) => count + 1));
        return;
      }
      navigate(orderSuccessPath(changed.order_token), { replace: true });
    },
    [restartPayment, navigate, t],
  );
}
