import { useCallback, useEffect, useState } from 'react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { readPayment, startPayment } from './api/payment-calls';

/** How often a processing payment is checked again. */
export const POLL_MS = 1500;

/**
 * One order's payment on screen: started (or read back, the API makes it once) on opening, then
 * checked again every POLL_MS while the provider is processing it.
 */
export function usePayment(orderToken: string, start: boolean) {
  const [payment, setPayment] = useState<Payment | null>(null);
  const [failed, setFailed] = useState(false);

  // Answers the payment read (null when it could not be), so a "Check again" can say what it found.
  const load = useCallback((): Promise<Payment | null> => {
    setFailed(false);
    return (start ? startPayment(orderToken) : readPayment(orderToken)).then(
      (answer) => {
        setPayment(answer);
        return answer;
      },
      () => {
        setFailed(true);
        return null;
      },
    );
  }, [orderToken, start]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (payment?.status !== 'processing') return undefined;
    const timer = setTimeout(() => {
      readPayment(orderToken).then(setPayment, () => {
        // Checked again on the next tick of the screen; the API client told the customer.
      });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [payment, orderToken]);

  return { payment, setPayment, failed, retry: load };
}
