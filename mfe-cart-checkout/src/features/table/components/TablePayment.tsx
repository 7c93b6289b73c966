import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { paymentRouteFor } from 'shared-contracts/payments/payment-route';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { $settings } from 'shared-contracts/stores/settings';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import type { TableOrder } from '../api/table-calls';
import './TablePayment.css';

/**
 * Whether an order sent from the table is paid, and if not how: an online method opens the payments
 * remote's screen for it (the customer may have left it unpaid), unless its payment is being
 * confirmed or it was cancelled for not being paid in time; otherwise it says what the customer
 * chose to hand the waiter, cash or card.
 */
export function TablePayment({ order }: { order: TableOrder }) {
  const { t } = useCartTexts();
  const amount = formatMoney(order.total, useStore($settings)?.localization.currency ?? 'RON');
  if (order.paid) return <p className="table-payment table-payment--paid">{t('table.payment.paid', { amount })}</p>;
  // Its deadline passed unpaid: the payment route refuses it, and nothing is owed for it.
  if (order.cancelled) return <p className="table-payment">{t('table.payment.cancelled', { amount })}</p>;
  // Its provider is still confirming it: a link to pay would invite a second charge.
  if (order.payment_under_way) return <p className="table-payment">{t('table.payment.underWay', { amount })}</p>;
  const payOnline = paymentRouteFor(order);
  return (
    <p className="table-payment">
      {payOnline ? t('table.payment.unpaidOnline', { amount }) : t(order.payment_method.startsWith('cash') ? 'table.payment.unpaidCash' : 'table.payment.unpaidCard', { amount })}
      {payOnline && (
        <>
          {' '}
          <Link className="ui-button ui-button--primary table-payment__pay" to={payOnline}>
            {t('table.payment.payNow', { amount })}
          </Link>
        </>
      )}
    </p>
  );
}
