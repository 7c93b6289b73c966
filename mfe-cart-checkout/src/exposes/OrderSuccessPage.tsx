import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { $language } from 'shared-contracts/stores/language';
import type { PlacedOrder } from 'shared-contracts/types/order';
import { RemoteSlot } from 'shared-contracts/ui/RemoteSlot';
import { Price } from 'shared-contracts/ui/Price';
import { formatDay } from 'shared-contracts/i18n/format-date';
import { getOrder } from '../features/order-success/api/get-order';
import { StoredCostLines } from '../features/order-success/components/StoredCostLines';
import { LineChoicesText } from '../features/cart/components/LineChoicesText';
import { TableOrderState } from '../features/table/components/TableOrderState';
import { $cart } from 'shared-contracts/stores/cart';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useCartTexts } from '../i18n/use-cart-texts';
import './OrderSuccessPage.css';

/** What happens next: delivered or ready for pickup, now (in about N minutes) or later (day and time). */
function whenText(order: PlacedOrder, t: ReturnType<typeof useCartTexts>['t'], language: string): string {
  const service = order.delivery_type === 'delivery' ? 'delivery' : 'pickup';
  if (order.for_later && order.later_day && order.later_time) {
    return t(`success.${service}Later`, { day: formatDay(order.later_day, language), time: order.later_time });
  }
  return t(`success.${service}Now`, { minutes: order.estimated_minutes });
}

/** order-success/{orderToken}: the order as the server stored it. */
export default function OrderSuccessPage({ params }: ScreenProps) {
  const { t, ready } = useCartTexts();
  const language = useStore($language);
  const token = params.orderToken ?? '';
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const tableLink = useStore($cart).table_link;

  useEffect(() => {
    let live = true;
    getOrder(token).then(
      (placed) => live && setOrder(placed),
      () => {
        // The API client reports it (a 404 goes to the homepage, spec §8).
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (!ready) return <div className="order-success order-success--loading" aria-busy="true" />;
  if (!order) {
    return (
      <div className="order-success" aria-busy="true">
        <p role="status">{t('success.loading')}</p>
      </div>
    );
  }
  return (
    <div className="order-success">
      <ScreenHeading className="order-success__title">{t('success.title')}</ScreenHeading>
      {order.table ? (
        // Spec §4 "sent to waiter, received": live while the cart is at the table, else as stored.
        tableLink ? <TableOrderState link={tableLink} token={order.token} /> : <p role="status" className="order-success__when">{t(`table.state.${order.table.status}`)}</p>
      ) : (
        <p className="order-success__when">{whenText(order, t, language)}</p>
      )}
      {order.table ? (
        <p>
          <strong>{t('table.badge', { number: order.table.number })}:</strong> {order.store.name}, {order.store.address}
        </p>
      ) : order.delivery_type === 'delivery' ? (
        <>
          <p>
            <strong>{t('success.deliveryAddress')}:</strong> {order.address}
          </p>
          {/* Spec §2: a later order shows its time and store; the store is who to call about it. */}
          {order.for_later && (
            <p>
              <strong>{t('success.preparedBy')}:</strong> {order.store.name}, {order.store.address}
              {order.store.phone && <>, <a href={`tel:${order.store.phone.replace(/\s+/g, '')}`}>{order.store.phone}</a></>}
            </p>
          )}
        </>
      ) : (
        <p>
          <strong>{t('success.pickupStore')}:</strong> {order.store.name}, {order.store.address}
        </p>
      )}
      <h2 className="order-success__heading">{t('success.summary')}</h2>
      <ul className="order-success__lines">
        {order.lines.map((line, index) => (
          <li key={index} className="order-success__line">
            {/* Its size and options as the cart line showed them. */}
            <span className="order-success__what">
              <span>{t('success.line', { quantity: line.quantity, name: line.name })}</span>
              <LineChoicesText choices={{ size: line.size_name, options: line.options }} t={t} />
            </span>
            <Price value={line.total} decimals={2} />
          </li>
        ))}
      </ul>
      <StoredCostLines order={order} />
      <p className="order-success__total">
        <span>{t('success.total')}</span> <Price value={order.total} decimals={2} />
      </p>
      {order.delivery_type !== 'table' && <p>{t('success.email')}</p>}
      <RemoteSlot remote="account" module="./GuestInvitation" props={{}} />
      <Link className="order-success__back" to={href('homepage')}>
        {t('success.backToMenu')}
      </Link>
    </div>
  );
}
