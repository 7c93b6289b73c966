import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { TableCalls } from '../features/table/components/TableCalls';
import { CartStillAtTable } from '../features/table/components/CartStillAtTable';
import { repriceAtStore } from '../features/store-change/reprice-at-store';
import { useTable } from '../features/table/use-table';
import { useCartTexts } from '../i18n/use-cart-texts';
import './TablePage.css';

/**
 * table/{link}: what a table's QR code opens. The cart becomes a table order at that table's store
 * (spec §3 table_id, table_number), so the menu, cart and checkout all know it, and its products
 * take that store's prices (spec §4 store change).
 */
export default function TablePage({ params }: ScreenProps) {
  const { t, ready } = useCartTexts();
  const link = params.link ?? '';
  const table = useTable(link);
  // The table is read again on every live change; the cart is set once per table opened.
  const seated = useRef<string | null>(null);
  // A group order's cart is the group's (its food on the server, its way of delivery the
  // organiser's): it is not made a table order too. Left, the cart is seated here as usual.
  const { group_order, order_token } = useStore($cart);
  const groupLink = group_order ? order_token : null;

  useEffect(() => {
    if (table.status === 'ready' && seated.current !== link && !groupLink) {
      seated.current = link;
      const { table_id, table_number, store_id } = table.table;
      // Seated now: each scan starts the visit again, after which the cart leaves the table.
      updateCart({ delivery_type: 'table', table_id, table_number, table_link: link, table_seated_at: Date.now(), store_id, pickup_type: null, for_later: false, later_day: null, later_time: null, payment_method: null });
      repriceAtStore(store_id);
    }
  }, [table, link, groupLink]);

  if (!ready || table.status === 'loading') return <div className="table-page" aria-busy="true" />;
  if (table.status === 'invalid') {
    return (
      <div className="table-page">
        <ScreenHeading className="table-page__title">{t('table.invalidTitle')}</ScreenHeading>
        {/* One translated sentence for an unknown and a malformed code alike: the API's own is for developers. */}
        <Notice tone="error">{t('table.invalid')}</Notice>
        <CartStillAtTable />
        <Link to={href('homepage')}>{t('table.toMenu')}</Link>
      </div>
    );
  }
  if (table.status === 'unreachable') {
    return (
      <div className="table-page">
        <ScreenHeading className="table-page__title">{t('table.unreachableTitle')}</ScreenHeading>
        <Notice tone="error">{t('table.unreachable')}</Notice>
        <Button type="button" onClick={table.reload}>
          {t('table.retry')}
        </Button>
      </div>
    );
  }
  const { table_number, store_name, takes_orders_now, closed_message } = table.table;
  return (
    <div className="table-page">
      <ScreenHeading className="table-page__title">{t('table.welcome', { number: table_number })}</ScreenHeading>
      <p className="table-page__store">{t('table.atStore', { store: store_name })}</p>
      {table.stale && <Notice tone="warning">{t('table.refreshFailed')}</Notice>}
      {groupLink ? (
        // Group orders are another team's screens: reached by their named route, never imported.
        <>
          <Notice tone="warning">{t('table.inGroupOrder')}</Notice>
          <Link className="ui-button ui-button--primary table-page__menu" to={href('group-orders.panel', { link: groupLink })}>
            {t('page.toGroupOrder')}
          </Link>
        </>
      ) : (
        <>
          {/* Said before the guests choose their food, not only when the order is refused at the end. */}
          {takes_orders_now === false ? <Notice tone="warning">{closed_message}</Notice> : <p>{t('table.howTo')}</p>}
          <Link className="ui-button ui-button--primary table-page__menu" to={href('homepage')}>
            {t('table.toMenu')}
          </Link>
        </>
      )}
      <TableCalls link={link} table={table.table} onCalled={table.reload} />
    </div>
  );
}
