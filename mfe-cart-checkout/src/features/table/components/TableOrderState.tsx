import { useCallback, useEffect, useState } from 'react';
import { hasStatus } from 'shared-contracts/api/server-message';
import { Notice } from 'shared-contracts/ui/Notice';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { getTableOrder, type TableOrder, type TableOrderState as OrderState } from '../api/table-calls';
import { useTable } from '../use-table';
import { TableCalls } from './TableCalls';
import { TablePayment } from './TablePayment';

/**
 * Only the API saying this order is not one of the table's (404; 400 malformed, 403 refused) takes
 * its payment off the screen. Any other failure (no connection, the server busy) says nothing of the
 * order: the one read before stays, marked stale, until the next read succeeds, as the table's own does.
 */
function isGone(error: unknown): boolean {
  return hasStatus(error, 404) || hasStatus(error, 403) || hasStatus(error, 400);
}

/**
 * Spec §4 "order sent to waiter, order received", live, and whether it is paid (back from the
 * payments remote, or confirmed by the staff); with the waiter and bill calls below. Only for an
 * order of the table at `link`. Until a live read answers, or when none does, the state is the
 * `stored` one (the order's page read it) or the last read live: never no state at all.
 */
export function TableOrderState({ link, token, stored }: { link: string; token: string; stored: OrderState }) {
  const { t } = useCartTexts();
  const [order, setOrder] = useState<{ status: OrderState; read: TableOrder | null; stale: boolean }>({ status: stored, read: null, stale: false });
  const read = useCallback(() => {
    getTableOrder(link, token).then(
      (answer) => setOrder({ status: answer.status, read: answer, stale: false }),
      (error: unknown) => setOrder((current) => (isGone(error) ? { ...current, read: null, stale: false } : { ...current, stale: current.read !== null })),
    );
  }, [link, token]);
  const table = useTable(link, read);
  useEffect(read, [read]);
  const stale = order.stale || (table.status === 'ready' && table.stale);
  const cancelled = order.read?.cancelled === true ? order.read : null;
  return (
    <>
      {/* One live region throughout, so what replaces the state in it is said. */}
      <div role="status">
        {cancelled ? (
          // Cancelled unpaid: "sent to the waiter" no longer holds; its payment line says what happened.
          <TablePayment order={cancelled} />
        ) : (
          <p className={`order-success__table order-success__table--${order.status}`}>{t(`table.state.${order.status}`)}</p>
        )}
      </div>
      {order.read && !cancelled && <TablePayment order={order.read} />}
      {stale && <Notice tone="warning">{t('table.refreshFailed')}</Notice>}
      {table.status === 'ready' && <TableCalls link={link} table={table.table} onCalled={table.reload} shownOrder={token} />}
    </>
  );
}
