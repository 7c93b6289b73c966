import { useEffect, useRef } from 'react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';

/**
 * Spec §4: each payment status with its message and next step. Awaiting payment and succeeded
 * have none here (the form is shown; success leaves the screen). When an answer brings a result
 * (the form that was used may be gone), focus moves to the result's heading, so keyboard and
 * screen-reader users land on it instead of on the page body. The status the screen opened with
 * leaves focus to the page, and a processing payment checked again in the background does not
 * take it again.
 */
export function PaymentStatusMessage({ payment, onCheckAgain }: { payment: Payment; onCheckAgain: () => void }) {
  const { t } = usePaymentsTexts();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const seen = useRef(payment);
  useEffect(() => {
    const before = seen.current;
    seen.current = payment;
    if (before === payment || (before.status === 'processing' && payment.status === 'processing')) return;
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
        <Button variant="secondary" onClick={onCheckAgain}>
          {t('status.checkAgain')}
        </Button>
      </Notice>
    );
  }
  return null;
}
