import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from 'shared-contracts/stores/language';
import { getTable, isTableLink } from './api/table-calls';

/** While closed, asked again this often: the store opening while the guests wait frees the send button. */
export const CLOSED_RECHECK_MS = 60_000;

/**
 * Why the table's store takes no order now, in the shop's language ('' while it takes them), read
 * when the table checkout opens so the guests learn it before filling in the form, and again every
 * minute and when the page is looked at again while it is closed. The server keeps the final word:
 * an order sent anyway is still refused with the same sentence.
 */
export function useTablesClosed(link: string | null): string {
  const language = useStore($language);
  const [closed, setClosed] = useState('');
  // Each new value asks again.
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!link || !isTableLink(link)) return undefined;
    const controller = new AbortController();
    getTable(link, controller.signal).then(
      // An API from before this answer says nothing of it: taken as open, the order's check decides.
      (table) => setClosed(table.takes_orders_now === false ? table.closed_message : ''),
      // An unknown link is the order's own refusal to explain; a failed re-check keeps what was said.
      () => !controller.signal.aborted && asked === 0 && setClosed(''),
    );
    return () => controller.abort();
  }, [link, language, asked]);

  useEffect(() => {
    if (!closed) return undefined;
    const askAgain = () => setAsked((count) => count + 1);
    const whenSeen = () => document.visibilityState === 'visible' && askAgain();
    const timer = setInterval(askAgain, CLOSED_RECHECK_MS);
    document.addEventListener('visibilitychange', whenSeen);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', whenSeen);
    };
  }, [closed]);
  return closed;
}
