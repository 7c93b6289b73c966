import type { Payment } from 'shared-contracts/payments/payment-status';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';

/**
 * Before an order is paid: the API cancels it if it is not paid in time, and gives its points and
 * voucher back. Only where the payment says so: a table's or a group order's (or a share of one)
 * is never cancelled so, and an API older than the rule does not say it.
 */
export function UnpaidOrderDeadline({ payment }: { payment: Payment }) {
  const { t } = usePaymentsTexts();
  if (payment.cancelled_if_unpaid !== true) return null;
  return <p className="payment-page__deadline">{t('page.deadline', { minutes: UNPAID_ORDER_DEADLINE_MINUTES })}</p>;
}
