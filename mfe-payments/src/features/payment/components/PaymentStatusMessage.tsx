import type { Payment } from 'shared-contracts/payments/payment-status';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';

/**
 * Spec §4: each payment status with its message and next step. Awaiting payment and succeeded
 * have none here (the form is shown; success leaves the screen).
 */
export function PaymentStatusMessage({ payment, onCheckAgain }: { payment: Payment; onCheckAgain: () => void }) {
  const { t } = usePaymentsTexts();
  if (payment.status === 'processing') {
    return (
      <Notice tone="info" className="payment-status payment-status--processing">
        <p className="payment-status__title">{t('status.processing')}</p>
        <p>{t('status.processingNext')}</p>
      </Notice>
    );
  }
  if (payment.status === 'requires_payment_method') {
    return (
      <Notice tone="error" className="payment-status">
        <p className="payment-status__title">{t('status.requires_payment_method')}</p>
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
        <p className="payment-status__title">{t('status.error_checking')}</p>
        <p>{t('status.errorCheckingNext')}</p>
        <Button variant="secondary" onClick={onCheckAgain}>
          {t('status.checkAgain')}
        </Button>
      </Notice>
    );
  }
  return null;
}
