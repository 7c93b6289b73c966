import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { Price } from 'shared-contracts/ui/Price';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { reorder, type AccountOrder } from '../api/order-calls';
import { useDateFormat } from '../use-date-format';
import { shownStatus } from '../order-status';
import { ReorderButton } from './ReorderButton';
import { OrderCostRows } from './OrderCostRows';

/** The id of an order's title, which takes the focus when its page of the history is added. */
export const orderTitleId = (orderId: number) => `account-order-${orderId}`;

/**
 * One order: when, where, how, its status, its lines, costs and total, its page, and reorder. An
 * order still to pay online says so and leads to the payment screen, which pays it before its deadline.
 */
export function OrderCard({ order }: { order: AccountOrder }) {
  const { t } = useAccountTexts();
  // On its store's clock, which may not be the brand's.
  const { dateTime, day } = useDateFormat(order.store_id);
  const placedOn = dateTime(order.created_at);
  const title = t('orders.order_title', { date: placedOn });
  const status = shownStatus(order);
  // A split group's organiser paid their own shares, not the group's total: said once it was paid.
  const wasPaid = order.status === 'paid' || order.status === 'money_returned';
  const paidByYou = wasPaid && order.paid_by_customer !== undefined && order.paid_by_customer !== order.total ? order.paid_by_customer : null;
  return (
    <li className="account-order">
      <h3 id={orderTitleId(order.id)} className="account-order__title" tabIndex={-1}>
        {title}
      </h3>
      <p className="account-muted">
        {t(`orders.type.${order.delivery_type}`)} · {order.store_name}
        {order.for_later && order.later_day && ` · ${t('orders.for_later', { day: day(order.later_day), time: order.later_time ?? '' })}`}
      </p>
      <p>
        <span className={`account-order__status account-order__status--${status}`}>{t(`orders.status.${status}`)}</span>
      </p>
      <table className="account-table" aria-label={t('orders.lines_caption', { title })}>
        <thead>
          <tr>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col">{t('orders.quantity')}</th>
            <th scope="col">{t('orders.line_total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.size_name ? `${line.name} (${line.size_name})` : line.name}
                {/* As the cart and the order's page write them: "Extra mozzarella, 2 × Olives". */}
                {line.options.length > 0 && (
                  <span className="account-order__options">
                    {line.options.map(({ name, quantity }) => (quantity > 1 ? t('orders.option_quantity', { quantity, name }) : name)).join(', ')}
                  </span>
                )}
              </td>
              <td>{line.quantity}</td>
              <td>
                <Price value={line.total} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <OrderCostRows order={order} />
          <tr>
            <th scope="row" colSpan={2}>
              {t('orders.total')}
            </th>
            <td>
              <Price value={order.total} />
            </td>
          </tr>
          {paidByYou !== null && (
            <tr>
              <th scope="row" colSpan={2}>
                {t('orders.you_paid')}
              </th>
              <td>
                <Price value={paidByYou} />
              </td>
            </tr>
          )}
        </tfoot>
      </table>
      {/* Its page pays an order still to pay, says by when, and gives the store's address and phone. */}
      <p className="account-order__links">
        {order.payment_due && (
          <Link className="ui-button ui-button--primary" to={href('integrations.payment', { orderId: order.token })} aria-label={t('orders.pay_label', { title })}>
            {t('orders.pay')}
          </Link>
        )}
        <Link to={href('order-success', { orderToken: order.token })} aria-label={t('orders.view_label', { title })}>
          {t('orders.view')}
        </Link>
      </p>
      <ReorderButton reorder={() => reorder(order.id)} orderedFor={order.delivery_type} label={t('orders.reorder_label', { title })} />
    </li>
  );
}
