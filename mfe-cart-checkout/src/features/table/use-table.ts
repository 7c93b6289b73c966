import { useCallback, useEffect, useState } from 'react';
import { watchLiveChanges } from 'shared-contracts/api/live-changes';
import { getTable, tableEventsPath, type OpenedTable } from './api/table-calls';

export type TableState = { status: 'loading' } | { status: 'ready'; table: OpenedTable } | { status: 'invalid'; error: unknown };

/**
 * The table of a QR link, read again whenever something changes at the table (live); `onChange`
 * hears the same changes (an order's state on the success screen).
 */
export function useTable(link: string, onChange?: () => void): TableState & { reload: () => void } {
  const [state, setState] = useState<TableState>({ status: 'loading' });
  const reload = useCallback(() => {
    getTable(link).then(
      (table) => setState({ status: 'ready', table }),
      (error: unknown) => setState({ status: 'invalid', error }),
    );
  }, [link]);
  useEffect(() => {
    reload();
    return watchLiveChanges(tableEventsPath(link), () => {
      reload();
      onChange?.();
    });
  }, [link, reload, onChange]);
  return { ...state, reload };
}
