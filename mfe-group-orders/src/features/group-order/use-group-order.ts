import { useCallback, useEffect, useRef, useState } from 'react';
import { watchLiveChanges } from 'shared-contracts/api/live-changes';
import { failureText, refusedAsItIs } from 'shared-contracts/api/server-message';
import type { NoticeMessage } from 'shared-contracts/stores/notifications';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import { groupOrderCalls } from './api/group-order-calls';

/**
 * `failed`, never read: `refused` when the API refused the link or the token (no such group order,
 * not a participant of it: asking again cannot help); else `said` is what went wrong, as the error
 * catalogue says it (failureText), which reading again may mend.
 */
export type PanelState = { kind: 'loading' } | { kind: 'ready'; order: GroupOrder } | { kind: 'failed'; refused: boolean; said: NoticeMessage };

/**
 * The panel of one group order, kept live: the API's server-sent `changed` events (fed by
 * PostgreSQL LISTEN/NOTIFY, so from any API process) make it read the panel again, as after a cut
 * or a refused stream (watchLiveChanges); `live` says whether the stream is open now.
 */
export function useGroupOrder(link: string, token: string | null): { state: PanelState; reload: () => Promise<void>; live: boolean } {
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  const [live, setLive] = useState(true);
  // Reads overlap when changes come quickly, and answers may arrive out of order: an answer to an
  // older read than the one shown would put back totals that are no longer what will be charged.
  const reads = useRef({ asked: 0, shown: 0 });
  // Until a panel is shown, its failure is the page's to say (quiet reads); after, the error
  // catalogue's notice tells of a read that failed while the panel stays.
  const panelShown = useRef(false);

  const reload = useCallback(async () => {
    if (!token) return;
    const read = ++reads.current.asked;
    let order: GroupOrder | null = null;
    let failure: unknown = null;
    try {
      order = await groupOrderCalls.panel(link, token, !panelShown.current);
    } catch (error) {
      // Kept as it is below.
      failure = error;
    }
    const said = order ? null : await failureText(failure);
    if (read < reads.current.shown) return;
    reads.current.shown = read;
    const answered = order;
    if (answered) panelShown.current = true;
    setState((previous) =>
      answered ? { kind: 'ready', order: answered } : previous.kind === 'ready' || said === null ? previous : { kind: 'failed', refused: refusedAsItIs(failure), said },
    );
  }, [link, token]);

  useEffect(() => {
    void reload();
    if (!token || typeof EventSource === 'undefined') return;
    return watchLiveChanges(`public/group-orders/${encodeURIComponent(link)}/events`, () => void reload(), setLive);
  }, [link, token, reload]);

  return { state, reload, live };
}
