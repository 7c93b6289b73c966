import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from 'shared-contracts/stores/language';
import { getOrders, ORDERS_PAGE, type AccountOrder } from './api/order-calls';

/**
 * The order history, its newest page first and older pages on request. The API names the lines in
 * the request's language, so another language reads the history again from its newest page. A
 * failed read was already shown by the error catalogue; a failed first read says `failed`, and
 * `reload` reads it again.
 */
export function useOrderHistory() {
  const language = useStore($language);
  const [orders, setOrders] = useState<AccountOrder[] | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [failed, setFailed] = useState(false);
  // Which reading of the history is current: an older page asked for before a change of language
  // is not added to the history read again since.
  const reading = useRef(0);

  const reload = useCallback(() => {
    const current = ++reading.current;
    setFailed(false);
    getOrders().then(
      (page) => {
        if (reading.current !== current) return;
        setOrders(page);
        setHasOlder(page.length === ORDERS_PAGE);
      },
      () => {
        if (reading.current === current) setFailed(true);
      },
    );
  }, []);
  // Read again in the new language (getOrders sends the one in use).
  useEffect(reload, [reload, language]);

  /** Adds the next older page; resolves with its orders, or null when it failed or was overtaken. */
  const loadOlder = useCallback(async (): Promise<AccountOrder[] | null> => {
    const last = orders?.at(-1);
    if (!last) return null;
    const current = reading.current;
    setLoadingOlder(true);
    try {
      const answer = await getOrders(last.id);
      if (reading.current !== current) return null;
      // An API older than pages answers the whole history again: nothing is shown twice.
      const page = answer.filter((order) => order.id < last.id);
      setOrders((shown) => [...(shown ?? []), ...page]);
      setHasOlder(page.length === ORDERS_PAGE);
      return page;
    } catch {
      return null;
    } finally {
      setLoadingOlder(false);
    }
  }, [orders]);

  return { orders, failed, reload, hasOlder, loadingOlder, loadOlder };
}
