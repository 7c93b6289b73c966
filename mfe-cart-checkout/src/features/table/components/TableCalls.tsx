import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { hasStatus, serverRefusal } from 'shared-contracts/api/server-message';
import { Button } from 'shared-contracts/ui/Button';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { callStaff, type OpenedTable, type TableRequestKind } from '../api/table-calls';
import { BillPayment } from './BillPayment';
import './TableCalls.css';

/**
 * Call the waiter and ask for the bill: one tap each, acknowledged on screen ("on the way" once the
 * staff has seen it, which arrives live), not repeatable within a minute (the API says so). Asking
 * for the bill shows the unpaid orders sent from here and how to pay each; once everything ordered
 * at the table is paid (the API's rule) the bill is not offered, and the API's sentence says why.
 */
export function TableCalls({ link, table, onCalled, shownOrder }: { link: string; table: Pick<OpenedTable, 'table_id' | 'requests' | 'paid_off' | 'paid_off_message'>; onCalled: () => void; shownOrder?: string }) {
  const { requests, paid_off: paidOff } = table;
  const { t } = useCartTexts();
  const [busy, setBusy] = useState<TableRequestKind | null>(null);
  // Said under the button it is about ("call again in a minute" is about that call only).
  const [refusal, setRefusal] = useState<{ kind: TableRequestKind; text: string; tooSoon: boolean } | null>(null);
  const [billAsked, setBillAsked] = useState(false);
  const paidOffFocus = useFocusWhenPaidOff(paidOff);

  async function call(kind: TableRequestKind) {
    setBusy(kind);
    setRefusal(null);
    try {
      await callStaff(link, kind);
      onCalled();
      if (kind === 'bill') setBillAsked(true);
    } catch (error) {
      const refused = await serverRefusal(error);
      // The table's own minute names the call's field; the address's rate limit (every phone on the
      // restaurant's Wi-Fi shares it) names none, and then this call was not made at all.
      const tooSoon = hasStatus(error, 429) && refused?.field === 'kind';
      // Paid off meanwhile (on another phone, by the staff): read the table again, the button goes.
      if (hasStatus(error, 409)) onCalled();
      // Asked again within the minute: the bill is on its way all the same, and so is how to pay it.
      if (kind === 'bill' && tooSoon) setBillAsked(true);
      setRefusal({ kind, text: refused?.message ?? t('table.callFailed'), tooSoon });
    } finally {
      setBusy(null);
    }
  }

  const latest = (kind: TableRequestKind) => requests.find((request) => request.kind === kind);
  return (
    <section className="table-calls" aria-labelledby="table-calls-title">
      <h2 id="table-calls-title" className="table-calls__title">{t('table.callsTitle')}</h2>
      <div className="table-calls__buttons">
        {(['waiter', 'bill'] as const).map((kind) => {
          const request = latest(kind);
          const refused = refusal?.kind === kind ? refusal : null;
          const notOffered = kind === 'bill' && paidOff;
          // "Called; call again in a minute" already says the call is waiting: said once, not twice.
          const state = request && !notOffered && !(refused?.tooSoon && !request.acknowledged);
          return (
            <div key={kind} className="table-calls__call">
              {!notOffered && (
                <Button type="button" variant="secondary" busy={busy === kind} onClick={() => void call(kind)} {...(kind === 'bill' ? paidOffFocus.buttonFocus : {})}>
                  {t(`table.call.${kind}`)}
                </Button>
              )}
              {/* Always in the page, so that what appears in it is announced. */}
              <div aria-live="polite" className="table-calls__state">
                {refused && !notOffered && <p className="ui-notice ui-notice--warning table-calls__refusal">{refused.text}</p>}
                {/* In the button's place, the sentence the API refuses the bill with. */}
                {notOffered && (
                  <p ref={paidOffFocus.noteRef} tabIndex={-1} className="table-calls__paid">
                    {table.paid_off_message || refused?.text}
                  </p>
                )}
                {state && <p>{request.acknowledged ? t(`table.acknowledged.${kind}`) : t(`table.waiting.${kind}`)}</p>}
              </div>
            </div>
          );
        })}
      </div>
      {/* Paid off, the sentence in place of the button says it all. */}
      {billAsked && !paidOff && <BillPayment link={link} tableId={table.table_id} changes={requests} shown={shownOrder} />}
    </section>
  );
}

/**
 * The bill button goes when the table is paid off, which arrives live: if it had the focus, the
 * focus goes to the sentence that replaces it, not to the top of the page.
 */
function useFocusWhenPaidOff(paidOff: boolean) {
  const noteRef = useRef<HTMLParagraphElement>(null);
  const billFocused = useRef(false);
  useEffect(() => {
    if (!paidOff || !billFocused.current) return;
    billFocused.current = false;
    if (document.activeElement === null || document.activeElement === document.body) noteRef.current?.focus({ preventScroll: true });
  }, [paidOff]);
  return {
    noteRef,
    buttonFocus: {
      onFocus: () => {
        billFocused.current = true;
      },
      // Removed while focused, a button may blur towards nothing: only a move elsewhere counts.
      onBlur: (event: FocusEvent) => {
        if (event.relatedTarget !== null) billFocused.current = false;
      },
    },
  };
}
