import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from 'shared-contracts/stores/language';
import { watchLiveChanges } from 'shared-contracts/api/live-changes';
import { getTable, isTableLink, tableEventsPath, type OpenedTable } from './api/table-calls';

export type TableState = { status: 'loading' } | { status: 'ready'; table: OpenedTable } | { status: 'invalid'; error: unknown };

/**
 * The table of a QR link, read again whenever something changes at the table (live); `onChange`
 * hears the same changes (an order's state on the success screen).
 */
export function useTable(link: string, onChange?: () => void): TableState & { reload: () => void } {
  // Read again in a new language: the server words why no order is taken now.
  const language = useStore($language);
  const wellFormed = isTableLink(link);
  const [state, setState] = useState<TableState>(wellFormed ? { status: 'loading' } : { status: 'invalid', error: null });
  const reload = useCallback(() => {
    // A malformed link is no table: nothing to ask the server, no event stream to open.
    if (!isTableLink(link)) return setState({ status: 'invalid', error: null });
    getTable(link).then(
      (table) => setState({ status: 'ready', table }),
      (error: unknown) => setState({ status: 'invalid', error }),
    );
  }, [link, language]);
  useEffect(() => {
    reload();
    if (!wellFormed) return undefined;
    return watchLiveChanges(tableEventsPath(link), () => {
      reload();
      onChange?.();
    });
  }, [link, wellFormed, reload, onChange]);
  return { ...state, reload };
}
