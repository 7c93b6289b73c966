import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from 'shared-contracts/stores/language';
import { watchLiveChanges } from 'shared-contracts/api/live-changes';
import { hasStatus } from 'shared-contracts/api/server-message';
import { getTable, isTableLink, tableEventsPath, type OpenedTable } from './api/table-calls';

/**
 * `stale`: the last read failed (no connection, the server busy or failing), so the table shown is
 * the one read before. `unreachable`: the first read failed that way, so there is none to show.
 */
export type TableState =
  | { status: 'loading' }
  | { status: 'ready'; table: OpenedTable; stale: boolean }
  | { status: 'unreachable' }
  | { status: 'invalid'; error: unknown };

/**
 * Only the API saying there is no such table (404: unknown or replaced; 400: malformed) makes the
 * link invalid. Any other failure says nothing about the link: the table last read stays on screen
 * until the next read (on the next live change, or when the stream reconnects) succeeds.
 */
function afterFailedRead(current: TableState, error: unknown): TableState {
  if (hasStatus(error, 404) || hasStatus(error, 400)) return { status: 'invalid', error };
  if (current.status === 'ready') return { ...current, stale: true };
  return current.status === 'loading' ? { status: 'unreachable' } : current;
}

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
      (table) => setState({ status: 'ready', table, stale: false }),
      (error: unknown) => setState((current) => afterFailedRead(current, error)),
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
