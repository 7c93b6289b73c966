import { useEffect, useRef, type ReactNode } from 'react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { methodCanChange } from '../../methods/method-can-change';
import { CheckAgain } from './CheckAgain';

/** The failure code of a failure with no more specific reason (the API's FAILURE_CODES). */
const GENERAL_REASON = 'payment_failed';

/** Asked again without the customer's card: the same answer says so itself (a live line), not by taking focus. */
const UNCHANGED_KEEPS_FOCUS: readonly Payment['status'][] = ['processing', 'error_checking'];

/**
 * Spec §4: each payment status with its message and next step. Awaiting payment and succeeded
 * have none here (the form is shown; success leaves the screen). When an answer brings a result
 * (the form that was used may be gone), focus moves to the result's heading, so keyboard and
 * screen-reader users land on it instead of on the page body. The status the screen opened with
 * leaves focus to the page, and a processing payment checked again in the background does not
 * take it again, nor does a "Check again" answered with the same status (it says so beside its button).
 * The notice is said from a live region always there (polite, or an alert for a failed payment).
 */
export function PaymentStatusMessage({ payment, onCheckAgain, otherMethods = methodCanChange(payment) }: {
  payment: Payment;
  onCheckAgain: () => Promise<Payment | null>;
  /** Whether a failed payment goes on with the order's other methods; if not, another card is what is left. */
  otherMethods?: boolean;
}) {
  const { t } = usePaymentsTexts();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const seen = useRef(payment);
  useEffect(() => {
    const before = seen.current;
    seen.current = payment;
    if (before === payment || (before.status === payment.status && UNCHANGED_KEEPS_FOCUS.includes(payment.status))) return;
    titleRef.current?.focus();
  }, [payment]);
  const title = (text: string) => (
    <h2 ref={titleRef} tabIndex={-1} className="payment-status__title">
      {text}
    </h2>
  );
  let notice: ReactNode = null;
  if (payment.status === 'processing') {
    notice = (
      <Notice tone="info" className="payment-status payment-status--processing" live={false}>
        {title(t('status.processing'))}
        <p>{t('status.processingNext')}</p>
      </Notice>
    );
  }
  if (payment.status === 'requires_payment_method') {
    notice = (
      <Notice tone="error" className="payment-status" live={false}>
        {title(t(otherMethods ? 'status.requires_payment_method' : 'status.requires_another_card'))}
        {payment.failure && (
          // Always in the customer's language: a code with no text here (an older API's) reads as the
          // general reason, never as the provider's own (English) words.
          <p>{t('status.reason', { reason: t([`failure.${payment.failure_code ?? GENERAL_REASON}`, `failure.${GENERAL_REASON}`]) })}</p>
        )}
      </Notice>
    );
  }
  if (payment.status === 'error_checking') {
    notice = (
      <Notice tone="warning" className="payment-status" live={false}>
        {title(t('status.error_checking'))}
        <p>{t('status.errorCheckingNext')}</p>
        <CheckAgain onCheckAgain={onCheckAgain} />
      </Notice>
    );
  }
  const failed = payment.status === 'requires_payment_method';
  return (
    <>
      <NoticeRegion>{!failed && notice}</NoticeRegion>
      <NoticeRegion urgent>{failed && notice}</NoticeRegion>
    </>
  );
}
