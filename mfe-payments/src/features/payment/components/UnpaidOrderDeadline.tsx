import { useStore } from '@nanostores/react';
import { formatTimeOfDay } from 'shared-contracts/i18n/format-date';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import { $language } from 'shared-contracts/stores/language';
import { $settings, storeTimeZone } from 'shared-contracts/stores/settings';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';

/**
 * Before an order is paid: the API cancels it if it is not paid in time, and gives its points and
 * voucher back. Only where the payment says so: a group's order paid as a whole, or a table's the
 * waiter has received, is never cancelled so (a split group's share is: its order is cancelled
 * unless every share is paid). The payment names the time on its store's clock, which a declined attempt moves on; an
 * API older than that time says the rule in minutes, and one older than the rule
 * says nothing. A time already past names nothing: the next attempt is refused and says why.
 */
export function UnpaidOrderDeadline({ payment }: { payment: Payment }) {
  const { t } = usePaymentsTexts();
  const language = useStore($language);
  const timeZone = storeTimeZone(useStore($settings), payment.store_id);
  if (payment.cancelled_if_unpaid !== true) return null;
  if (payment.payment_deadline === undefined) {
    return <p className="payment-page__deadline">{t('page.deadline', { minutes: UNPAID_ORDER_DEADLINE_MINUTES })}</p>;
  }
  const when = payment.payment_deadline === null ? null : new Date(payment.payment_deadline);
  if (!when || !(when.getTime() > Date.now())) return null;
  // A share's order is cancelled unless every share is paid, and a share paid is then refunded.
  const key = payment.group_order_link ? 'page.payShareBy' : 'page.payBy';
  return <p className="payment-page__deadline">{t(key, { time: formatTimeOfDay(when, language, timeZone) })}</p>;
}
