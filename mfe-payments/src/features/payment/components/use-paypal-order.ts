import { useRef } from 'react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { startPayment } from '../api/payment-calls';

/**
 * The PayPal order the buttons or card fields approve. A PayPal order is captured once: one whose
 * capture was declined or denied ended, the API closed its payment, and paying by PayPal again is a
 * new order the API makes at its next start (POST public/payments). So once the payment failed, as
 * the screen last read it or as a capture answered, the order is asked of the API again rather than
 * taken from the screen. PayPal's components keep the callbacks they were first given: these read
 * refs, never the render they were made in.
 */
export function usePaypalOrder(payment: Payment): {
  createOrder: () => Promise<string>;
  /**
   * After a capture PayPal declined: whether the same PayPal order can still be approved (the
   * customer chose a funding source PayPal refused, INSTRUMENT_DECLINED: the buttons restart), or
   * ended, when the next approval starts from the API's new one.
   */
  stillCapturable: (answer: Payment) => Promise<boolean>;
  /** A capture answered a failure: the next approval asks the API which order to approve. */
  failed: () => void;
} {
  const latest = useRef(payment);
  latest.current = payment;
  const failedHere = useRef(false);
  const failed = () => {
    failedHere.current = true;
  };
  return {
    createOrder: async () => {
      const shown = latest.current;
      const current = failedHere.current || shown.failure_code !== null ? await startPayment(shown.order_token) : shown;
      if (!current.provider_payment_id) throw new Error('The API holds no PayPal order for this payment.');
      return current.provider_payment_id;
    },
    stillCapturable: async (answer) => {
      failed();
      const current = await startPayment(answer.order_token).catch(() => null);
      return current !== null && current.provider_payment_id === answer.provider_payment_id;
    },
    failed,
  };
}
