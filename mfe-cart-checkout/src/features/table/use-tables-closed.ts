import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from 'shared-contracts/stores/language';
import { getTable, isTableLink } from './api/table-calls';

/**
 * Why the table's store takes no order now, in the shop's language ('' while it takes them), read
 * when the table checkout opens so the guests learn it before filling in the form. The server keeps
 * the final word: an order sent anyway is still refused with the same sentence.
 */
export function useTablesClosed(link: string | null): string {
  const language = useStore($language);
  const [closed, setClosed] = useState('');
  useEffect(() => {
    if (!link || !isTableLink(link)) return undefined;
    const controller = new AbortController();
    getTable(link, controller.signal).then(
      // An API from before this answer says nothing of it: taken as open, the order's check decides.
      (table) => setClosed(table.takes_orders_now === false ? table.closed_message : ''),
      // An unknown link is the order's own refusal to explain; nothing to say up front.
      () => setClosed(''),
    );
    return () => controller.abort();
  }, [link, language]);
  return closed;
}
