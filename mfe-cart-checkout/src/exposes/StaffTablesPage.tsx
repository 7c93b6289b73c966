import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { watchLiveChanges } from 'shared-contracts/api/live-changes';
import { hasStatus, serverMessage } from 'shared-contracts/api/server-message';
import { formatDateTime } from 'shared-contracts/i18n/format-date';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $language } from 'shared-contracts/stores/language';
import { $settings, storeTimeZone } from 'shared-contracts/stores/settings';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { acknowledgeRequest, confirmPaid, confirmPaidHereInstead, getOpenOrders, getTableBoard, markOrderReceived, staffEventsPath, tableCodesSheet, type OpenOrders as Open, type TableBoard } from '../features/table/api/staff-calls';
import { OpenOrders } from '../features/table/components/OpenOrders';
import { StaffCalls } from '../features/table/components/StaffCalls';
import { StaffSignIn } from '../features/table/components/StaffSignIn';
import { StaffTableOrders } from '../features/table/components/StaffTableOrders';
import { useBoardActions } from '../features/table/use-board-actions';
import { useCartTexts } from '../i18n/use-cart-texts';
import './StaffTablesPage.css';

/** The code stays for this browser tab only: a shared tablet closed at night forgets it. */
const CODE_KEY = 'staff_code';

/**
 * staff/tables: the store's table orders and calls, acknowledged with one tap, and today's orders
 * paid by hand, confirmed paid as the money is taken (a table order meant to be paid online too,
 * its online payment cancelled first); updated live.
 */
export default function StaffTablesPage(_props: ScreenProps) {
  const { t, ready } = useCartTexts();
  const language = useStore($language);
  const [code, setCode] = useState(() => sessionStorage.getItem(CODE_KEY) ?? '');
  // Each sign-in reads the board, even with the code just refused typed again.
  const [signIns, setSignIns] = useState(0);
  const [board, setBoard] = useState<TableBoard | null>(null);
  // The last reload failed: the board shown is the one read before it.
  const [stale, setStale] = useState(false);
  const [open, setOpen] = useState<Open | null>(null);
  // The server's sentence, or null for the page's own "failed" (worded at render, so the board is
  // not read again when the texts arrive).
  const [refusal, setRefusal] = useState<{ said: string | null } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const signingIn = useRef(false);
  const [signedOut, setSignedOut] = useState(false);

  // Read again in a new language: the dishes are named in the staff page's language.
  const load = useCallback(async () => {
    if (!code) return;
    await Promise.all([getTableBoard(code, language), getOpenOrders(code)]).then(
      ([next, nextOpen]) => {
        setBoard(next);
        setOpen(nextOpen);
        setStale(false);
        sessionStorage.setItem(CODE_KEY, code);
      },
      async (error: unknown) => {
        setRefusal({ said: await serverMessage(error) });
        // Only a refused code (401) asks for it again. Any other failure (no connection, the server
        // failing, the board's reads a minute per address, which several devices behind one address
        // can reach) keeps the board last read, said to be out of date, until a live change reads it.
        if (hasStatus(error, 401)) setBoard(null);
        else setStale(true);
      },
    );
  }, [code, language]);
  const { outcome, act, isBusy } = useBoardActions(load, t('staff.failed'));
  // The board's times on its store's clock, which may not be the brand's.
  const timeZone = storeTimeZone(useStore($settings), board?.store_id);

  useEffect(() => {
    void load();
    return code ? watchLiveChanges(() => staffEventsPath(code), () => void load()) : undefined;
  }, [code, load, signIns]);

  // The form the code was typed in is gone: focus goes to the board it opened, not to the page's top.
  useEffect(() => {
    if (!board || !signingIn.current) return;
    signingIn.current = false;
    heading.current?.focus();
  }, [board]);

  async function openSheet() {
    const sheet = await tableCodesSheet(code);
    window.open(URL.createObjectURL(sheet), '_blank', 'noopener');
  }

  function signIn(typed: string) {
    setRefusal(null);
    signingIn.current = true;
    setCode(typed);
    setSignIns((count) => count + 1);
  }

  function signOut() {
    sessionStorage.removeItem(CODE_KEY);
    setCode('');
    setBoard(null);
    // A reload that failed while the board was shown is not this sign-in's refusal.
    setRefusal(null);
    setSignedOut(true);
  }

  if (!ready) return <div className="staff-tables" aria-busy="true" />;
  if (!board) {
    return (
      <div className="staff-tables">
        <ScreenHeading>{t('staff.title')}</ScreenHeading>
        <StaffSignIn refusal={refusal && (refusal.said ?? t('staff.failed'))} onSignIn={signIn} focusFirst={signedOut} />
      </div>
    );
  }
  const when = (iso: string) => formatDateTime(iso, language, timeZone);
  return (
    <div className="staff-tables">
      <ScreenHeading ref={heading} tabIndex={-1} className="staff-board__heading">
        {t('staff.boardTitle', { store: board.store_name })}
      </ScreenHeading>
      {stale && <Notice tone="warning">{t('staff.refreshFailed')}</Notice>}
      <StaffCalls
        requests={board.requests}
        when={when}
        outcome={outcome}
        busy={(id) => isBusy('calls', id)}
        onMyWay={(request, button) =>
          void act(button, 'calls', () => acknowledgeRequest(code, request.id), t('staff.onMyWayDone', { number: request.table_number }))
        }
      />
      <StaffTableOrders
        orders={board.orders}
        when={when}
        outcome={outcome}
        busy={(id) => isBusy('orders', id)}
        onReceived={(order, button) =>
          void act(button, 'orders', () => markOrderReceived(code, order.id), t('staff.receivedDone', { number: order.table_number }))
        }
        onPaidHere={(order, method, button) =>
          void act(button, 'orders', () => confirmPaidHereInstead(code, order.id, method), t('staff.paidHere.done', { number: order.table_number }))
        }
      />
      <OpenOrders
        orders={open?.orders ?? []}
        outcome={outcome}
        busy={(id) => isBusy('open', id)}
        onPaid={(order, button) => void act(button, 'open', () => confirmPaid(code, order.id), t('staff.paidDone', { id: order.id }))}
      />
      <section aria-labelledby="staff-codes">
        <h2 id="staff-codes">{t('staff.codes')}</h2>
        <p>{t('staff.codesHint')}</p>
        <div className="staff-tables__actions">
          <Button type="button" variant="secondary" onClick={() => void openSheet()}>
            {t('staff.printCodes')}
          </Button>
          <Button type="button" variant="link" onClick={signOut}>
            {t('staff.signOut')}
          </Button>
        </div>
      </section>
    </div>
  );
}
