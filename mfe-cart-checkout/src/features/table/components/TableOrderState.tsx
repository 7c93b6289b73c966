import { useCallback, useEffect, useState } from 'react';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { tableOrderState, type TableOrderState as State } from '../api/table-calls';
import { useTable } from '../use-table';
import { TableCalls } from './TableCalls';

/** Spec §4 "order sent to waiter, order received", live; with the waiter and bill calls below. */
export function TableOrderState({ link, token }: { link: string; token: string }) {
  const { t } = useCartTexts();
  const [state, setState] = useState<State | null>(null);
  const read = useCallback(() => {
    tableOrderState(link, token).then(setState, () => setState(null));
  }, [link, token]);
  const table = useTable(link, read);
  useEffect(read, [read]);
  return (
    <>
      {state && (
        <p role="status" className={`order-success__table order-success__table--${state}`}>
          {t(`table.state.${state}`)}
        </p>
      )}
      {table.status === 'ready' && <TableCalls link={link} requests={table.table.requests} onCalled={table.reload} />}
    </>
  );
}
