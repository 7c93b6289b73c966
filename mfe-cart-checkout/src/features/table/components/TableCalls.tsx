import { useState } from 'react';
import { hasStatus, serverMessage } from 'shared-contracts/api/server-message';
import { Button } from 'shared-contracts/ui/Button';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { callStaff, type TableRequest, type TableRequestKind } from '../api/table-calls';
import { BillPayment } from './BillPayment';
import './TableCalls.css';

/**
 * Call the waiter and ask for the bill: one tap each, acknowledged on screen ("on the way" once the
 * staff has seen it, which arrives live), not repeatable within a minute (the API says so). Asking
 * for the bill shows the unpaid orders sent from here and how to pay each.
 */
export function TableCalls({ link, requests, onCalled, shownOrder }: { link: string; requests: TableRequest[]; onCalled: () => void; shownOrder?: string }) {
  const { t } = useCartTexts();
  const [busy, setBusy] = useState<TableRequestKind | null>(null);
  // Said under the button it is about ("call again in a minute" is about that call only).
  const [refusal, setRefusal] = useState<{ kind: TableRequestKind; text: string; tooSoon: boolean } | null>(null);
  const [billAsked, setBillAsked] = useState(false);

  async function call(kind: TableRequestKind) {
    setBusy(kind);
    setRefusal(null);
    try {
      await callStaff(link, kind);
      onCalled();
      if (kind === 'bill') setBillAsked(true);
    } catch (error) {
      const tooSoon = hasStatus(error, 429);
      // Asked again within the minute: the bill is on its way all the same, and so is how to pay it.
      if (kind === 'bill' && tooSoon) setBillAsked(true);
      setRefusal({ kind, text: (await serverMessage(error)) ?? t('table.callFailed'), tooSoon });
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
          // "Called; call again in a minute" already says the call is waiting: said once, not twice.
          const state = request && !(refused?.tooSoon && !request.acknowledged);
          return (
            <div key={kind} className="table-calls__call">
              <Button type="button" variant="secondary" busy={busy === kind} onClick={() => void call(kind)}>
                {t(`table.call.${kind}`)}
              </Button>
              {/* Always in the page, so that what appears in it is announced. */}
              <div aria-live="polite" className="table-calls__state">
                {refused && <p className="ui-notice ui-notice--warning table-calls__refusal">{refused.text}</p>}
                {state && <p>{request.acknowledged ? t(`table.acknowledged.${kind}`) : t(`table.waiting.${kind}`)}</p>}
              </div>
            </div>
          );
        })}
      </div>
      {billAsked && <BillPayment link={link} changes={requests} shown={shownOrder} />}
    </section>
  );
}
