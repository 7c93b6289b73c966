import { useEffect, useRef } from 'react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { Notice } from 'shared-contracts/ui/Notice';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { CheckAgain } from './CheckAgain';

/** Asked again without the customer's card: the same answer says so itself (a live line), not by taking focus. */
const UNCHANGED_KEEPS_FOCUS: readonly Payment['status'][] = ['processing', 'error_checking'];

/**
 * Spec §4: each payment status with its message and next step. Awaiting payment and succeeded
 * have none here (the form is shown; success leaves the screen). When an answer brings a result
 * (the form that was used may be gone), focus moves to the result's heading, so keyboard and
 * screen-reader users land on it instead of on the page body. The status the screen opened with
 * leaves focus to the page, and a processing payment checked again in the background does not
 * take it again, nor does a "Check again" answered with the same status (it says so beside its button).
 */
export function PaymentStatusMessage({ payment, onCheckAgain }: { payment: Payment; onCheckAgain: () => Promise<Payment | null> }) {
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
  if (payment.status === 'processing') {
    return (
      <Notice tone="info" className="payment-status payment-status--processing">
        {title(t('status.processing'))}
        <p>{t('status.processingNext')}</p>
      </Notice>
    );
  }
  if (payment.status === 'requires_payment_method') {
    return (
      <Notice tone="error" className="payment-status">
        {title(t('status.requires_payment_method'))}
        {payment.failure && (
          // Known codes in the customer's language; anything else in the provider's own words.
          <p>{t('status.reason', { reason: t(`failure.${payment.failure_code ?? 'unknown'}`, { defaultValue: payment.failure }) })}</p>
        )}
      </Notice>
    );
  }
  if (payment.status === 'error_checking') {
    return (
      <Notice tone="warning" className="payment-status">
        {title(t('status.error_checking'))}
        <p>{t('status.errorCheckingNext')}</p>
        <CheckAgain onCheckAgain={onCheckAgain} />
      </Notice>
    );
  }
  return null;
}
