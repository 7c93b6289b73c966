import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOnlinePaymentMethod } from 'shared-contracts/payments/payment-methods';
import type { OrderPaymentMethods } from 'shared-contracts/payments/payment-status';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { notify } from 'shared-contracts/stores/notifications';
import { methodChoice } from '../methods/method-choice';
import type { usePaymentsTexts } from '../../i18n/use-payments-texts';
import { orderSuccessPath } from './use-leave-when-paid';

/**
 * After the order's method changed: an online one is paid here at once (a new payment with its
 * provider); one paid when the food changes hands ends the payment, and the order's success screen
 * replaces it in the history, as after a paid payment.
 */
export function useAfterMethodChange(restartPayment: () => void, t: ReturnType<typeof usePaymentsTexts>['t']) {
  const navigate = useNavigate();
  return useCallback(
    (changed: OrderPaymentMethods) => {
      // The closed payment's Stripe client secret (spec §3) leaves the cart.
      if ($cart.get().stripe_client_secret) updateCart({ stripe_client_secret: null });
      if (isOnlinePaymentMethod(changed.payment_method)) {
        restartPayment();
        return;
      }
      notify({ kind: 'success', message: t('otherMethods.changed', { method: methodChoice(changed.payment_method, changed.delivery_type, t).name }) });
      navigate(orderSuccessPath(changed.order_token), { replace: true });
    },
    [restartPayment, navigate, t],
  );
}
