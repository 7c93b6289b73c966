import { useCallback, useEffect, useState } from 'react';
import { Notice } from 'shared-contracts/ui/Notice';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { getTableOrder, type TableOrder } from '../api/table-calls';
import { useTable } from '../use-table';
import { TableCalls } from './TableCalls';
import { TablePayment } from './TablePayment';

/**
 * Spec §4 "order sent to waiter, order received", live, and whether it is paid (back from the
 * payments remote, or confirmed by the staff); with the waiter and bill calls below.
 */
export function TableOrderState({ link, token }: { link: string; token: string }) {
  const { t } = useCartTexts();
  const [order, setOrder] = useState<TableOrder | null>(null);
  const read = useCallback(() => {
    getTableOrder(link, token).then(setOrder, () => setOrder(null));
  }, [link, token]);
  const table = useTable(link, read);
  useEffect(read, [read]);
  return (
    <>
      {order && (
        <>
          <p role="status" className={`order-success__table order-success__table--${order.status}`}>
            {t(`table.state.${order.status}`)}
          </p>
          <TablePayment order={order} />
        </>
      )}
      {table.status === 'ready' && table.stale && <Notice tone="warning">{t('table.refreshFailed')}</Notice>}
      {table.status === 'ready' && <TableCalls link={link} table={table.table} onCalled={table.reload} shownOrder={token} />}
    </>
  );
}
