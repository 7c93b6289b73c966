import { useCallback, useEffect, useState } from 'react';
import { hasStatus, refusedAsItIs, serverMessage, serverRefusal, wasAnswered } from 'shared-contracts/api/server-message';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { readPayment, startPayment } from './api/payment-calls';

/** How often a processing payment is checked again. */
export const POLL_MS = 1500;
/** The longest wait between checks of a processing payment while its checks keep failing. */
export const RECHECK_MAX_MS = 60_000;

/**
 * Why the payment is not on screen: 'not_started' when the API did not answer, or answered that
 * its provider did not (502, 503): the screen got no payment to show, and the API refuses a change
 * of method while one may still be under way; 'method_refused' when the API refused the start on
 * the order's payment method (its field: the order is under the method's least charge), so another
 * method is the way on; 'other' for the rest (a refusal, a read that failed).
 */
export type PaymentFailure = 'not_started' | 'method_refused' | 'other';

function failureOf(error: unknown, start: boolean, field: string | null): PaymentFailure {
  if (!start) return 'other';
  if (!wasAnswered(error) || hasStatus(error, 502) || hasStatus(error, 503)) return 'not_started';
  return field === 'payment_method' ? 'method_refused' : 'other';
}

/**
 * One order's payment on screen: started (or read back, the API makes it once) on opening, then
 * checked again every POLL_MS while the provider is processing it.
 */
export function usePayment(orderToken: string, start: boolean) {
  const [payment, setPayment] = useState<Payment | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  // The API's sentence when it refused the payment as it is (a cash order, a share the organiser
  // took over): asking again would be refused again, so the screen says why instead.
  const [refusal, setRefusal] = useState<string | null>(null);

  // Answers the payment read (null when it could not be), so a "Check again" can say what it found.
  const load = useCallback((): Promise<Payment | null> => {
    setFailure(null);
    setRefusal(null);
    return (start ? startPayment(orderToken) : readPayment(orderToken)).then(
      (answer) => {
        setPayment(answer);
        return answer;
      },
      async (error: unknown) => {
        const refused = refusedAsItIs(error) ? await serverRefusal(error) : null;
        setRefusal(refused?.message ?? null);
        setFailure(failureOf(error, start, refused?.field ?? null));
        return null;
      },
    );
  }, [orderToken, start]);

  useEffect(() => {
    void load();
  }, [load]);

  // An attempt refused with 409 may mean the order can no longer be paid (cancelled unpaid, or its
  // method changed elsewhere): the payment is read again, quietly (the API client said the refusal).
  // A read refused as well puts the API's reason in the form's place; a payable one keeps the form.
  const recheck = useCallback(
    (error: unknown) => {
      if (!hasStatus(error, 409)) return;
      readPayment(orderToken, { quiet: true }).then(setPayment, async (failed: unknown) => {
        if (!refusedAsItIs(failed)) return;
        const reason = await serverMessage(failed);
        setPayment(null);
        setRefusal(reason);
        setFailure('other');
      });
    },
    [orderToken],
  );

  // Spec §4 error-checking: "Check again" reads the payment (GET), which asks its provider first;
  // starting it again (POST) would only hand back what the API had stored.
  const checkAgain = useCallback(
    (): Promise<Payment | null> =>
      readPayment(orderToken).then(
        (answer) => {
          setPayment(answer);
          return answer;
        },
        // The API client told the customer; the notice stays as it was.
        () => null,
      ),
    [orderToken],
  );

  // A processing payment is checked until its status is final. A check that failed (after ky's own
  // retries) is not the end: the next one waits twice as long, up to RECHECK_MAX_MS, and an answer
  // (a new payment object) starts again from POLL_MS.
  useEffect(() => {
    if (payment?.status !== 'processing') return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const checkIn = (delay: number) => {
      timer = setTimeout(() => {
        readPayment(orderToken).then(
          (answer) => {
            if (live) setPayment(answer);
          },
          // The API client told the customer; the screen still says it updates by itself, so it does.
          () => {
            if (live) checkIn(Math.min(delay * 2, RECHECK_MAX_MS));
          },
        );
      }, delay);
    };
    checkIn(POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [payment, orderToken]);

  return { payment, setPayment, failed: failure !== null, failure, refusal, retry: load, checkAgain, recheck };
}
