import { useCallback, useEffect, useState } from 'react';
import { hasStatus } from 'shared-contracts/api/server-message';
import { Notice } from 'shared-contracts/ui/Notice';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { getTableOrder, type TableOrder } from '../api/table-calls';
import { useTable } from '../use-table';
import { TableCalls } from './TableCalls';
import { TablePayment } from './TablePayment';

/**
 * Only the API saying this order is not one of the table's (404; 400 malformed, 403 refused) takes
 * it off the screen. Any other failure (no connection, the server busy) says nothing of the order:
 * the one read before stays, marked stale, until the next read succeeds, as the table's own does.
 */
function isGone(error: unknown): boolean {
  return hasStatus(error, 404) || hasStatus(error, 403) || hasStatus(error, 400);
}

/**
 * Spec §4 "order sent to waiter, order received", live, and whether it is paid (back from the
 * payments remote, or confirmed by the staff); with the waiter and bill calls below.
 */
export function TableOrderState({ link, token }: { link: string; token: string }) {
  const { t } = useCartTexts();
  const [order, setOrder] = useState<{ read: TableOrder | null; stale: boolean }>({ read: null, stale: false });
  const read = useCallback(() => {
    getTableOrder(link, token).then(
      (answer) => setOrder({ read: answer, stale: false }),
      (error: unknown) => setOrder((current) => (isGone(error) ? { read: null, stale: false } : { ...current, stale: current.read !== null })),
    );
  }, [link, token]);
  const table = useTable(link, read);
  useEffect(read, [read]);
  const stale = order.stale || (table.status === 'ready' && table.stale);
  return (
    <>
      {order.read && (
        <>
          <p role="status" className={`order-success__table order-success__table--${order.read.status}`}>
            {t(`table.state.${order.read.status}`)}
          </p>
          <TablePayment order={order.read} />
        </>
      )}
      {stale && <Notice tone="warning">{t('table.refreshFailed')}</Notice>}
      {table.status === 'ready' && <TableCalls link={link} table={table.table} onCalled={table.reload} shownOrder={token} />}
    </>
  );
}
