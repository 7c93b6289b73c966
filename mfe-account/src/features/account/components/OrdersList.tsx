import { useAccountTexts } from '../../../i18n/use-account-texts';
import type { AccountOrder } from '../api/order-calls';
import { OrderCard } from './OrderCard';

/**
 * The current orders first, then the past ones, each newest first (the API's order). `hasOlder`:
 * older pages are still to come, so none shown of either is not "none": an order placed long ago
 * for a day still ahead is current, and may sit on a page not read yet.
 */
export function OrdersList({ orders, hasOlder = false }: { orders: AccountOrder[]; hasOlder?: boolean }) {
  const { t } = useAccountTexts();
  const groups = [
    { key: 'current', title: t('orders.current'), empty: hasOlder ? null : t('orders.current_empty'), orders: orders.filter((order) => order.current) },
    { key: 'past', title: t('orders.past'), empty: hasOlder ? null : t('orders.past_empty'), orders: orders.filter((order) => !order.current) },
  ];
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`orders-${group.key}`}>
          <h2 id={`orders-${group.key}`}>{group.title}</h2>
          {group.orders.length === 0 ? (
            group.empty && <p className="account-muted">{group.empty}</p>
          ) : (
            <ul className="account-orders">
              {group.orders.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
