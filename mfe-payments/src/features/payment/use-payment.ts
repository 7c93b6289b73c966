import { useCallback, useEffect, useState } from 'react';
import { hasStatus, refusedAsItIs, serverMessage, serverRefusal } from 'shared-contracts/api/server-message';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { readPayment, startPayment } from './api/payment-calls';

/** How often a processing payment is checked again. */
export const POLL_MS = 1500;
/** The longest wait between checks of a processing payment while its checks keep failing. */
export const RECHECK_MAX_MS = 60_000;

/**
 * Nothing answered the call: ky's TimeoutError (told by its name: the ky of the shared API client is
 * not the class this bundle would import) or fetch's TypeError for a failed network. Any other error
 * without an answer (a broken JSON answer, a provider's script refusing a form) is no unknown outcome.
 */
function unanswered(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

/**
 * A call whose outcome is unknown: nothing answered (a lost connection, a timeout), or a gateway or
 * the API answered that the one behind it did not (502, 503, 504, Cloudflare's 524). The API keeps
 * a payment whose provider did not answer a charge as processing: the provider may have taken it.
 */
export function outcomeUnknown(error: unknown): boolean {
  return unanswered(error) || [502, 503, 504, 524].some((status) => hasStatus(error, status));
}

/**
 * Told of an attempt to pay that failed (the API client has said why). Resolves whether its failure
 * stands, the payment still awaiting payment with nothing under way ("try again"), or not: the
 * screen now shows the payment as the API has it (processing, settled, failed, no longer payable),
 * whose status says what comes next, so the form adds no "try again" of its own.
 */
export type AfterFailedAttempt = (error: unknown) => Promise<boolean>;

/**
 * Why the payment is not on screen: 'not_started' when its start's outcome is unknown
 * (outcomeUnknown): the screen got no payment to show, and the API refuses a change of method
 * while one may still be under way; 'method_refused' when the API refused the start on
 * the order's payment method (its field: the order is under the method's least charge), so another
 * method is the way on; 'other' for the rest (a refusal, a read that failed).
 */
export type PaymentFailure = 'not_started' | 'method_refused' | 'other';

function failureOf(error: unknown, start: boolean, field: string | null): PaymentFailure {
  if (!start) return 'other';
  if (outcomeUnknown(error)) return 'not_started';
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
  // method changed elsewhere); one whose outcome is unknown may have been charged (the API keeps it
  // processing until its provider says). Either way the payment is read again, quietly (the API
  // client said the failure): one under way shows as processing (spec §4: do not pay again), checked
  // until its provider's word, with no form to pay it twice; only one still awaiting payment leaves
  // the failure standing. A read refused as well puts the API's reason in the form's place; one
  // that failed otherwise leaves the form and the failure as they were.
  const recheck: AfterFailedAttempt = useCallback(
    async (error: unknown) => {
      if (!hasStatus(error, 409) && !outcomeUnknown(error)) return true;
      try {
        const now = await readPayment(orderToken, { quiet: true });
        setPayment(now);
        return now.status === 'awaiting_payment';
      } catch (failed) {
        if (!refusedAsItIs(failed)) return true;
        const reason = await serverMessage(failed);
        setPayment(null);
        setRefusal(reason);
        setFailure('other');
        return false;
      }
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
