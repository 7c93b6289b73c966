import { useState } from 'react';
import { serverMessage } from 'shared-contracts/api/server-message';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const [billAsked, setBillAsked] = useState(false);

  async function call(kind: TableRequestKind) {
    setBusy(kind);
    setRefusal(null);
    try {
      await callStaff(link, kind);
      onCalled();
      if (kind === 'bill') setBillAsked(true);
    } catch (error) {
      // Asked again within the minute: the bill is on its way all the same, and so is how to pay it.
      if (kind === 'bill' && (error as { response?: Response }).response?.status === 429) setBillAsked(true);
      setRefusal((await serverMessage(error)) ?? t('table.callFailed'));
    } finally {
      setBusy(null);
    }
  }

  const latest = (kind: TableRequestKind) => requests.find((request) => request.kind === kind);
  return (
    <section className="table-calls" aria-labelledby="table-calls-title">
      <h2 id="table-calls-title" className="table-calls__title">{t('table.callsTitle')}</h2>
      {refusal && <Notice tone="warning">{refusal}</Notice>}
      <div className="table-calls__buttons">
        {(['waiter', 'bill'] as const).map((kind) => {
          const request = latest(kind);
          return (
            <div key={kind} className="table-calls__call">
              <Button type="button" variant="secondary" busy={busy === kind} onClick={() => void call(kind)}>
                {t(`table.call.${kind}`)}
              </Button>
              {request && (
                <p role="status" className="table-calls__state">
                  {request.acknowledged ? t(`table.acknowledged.${kind}`) : t(`table.waiting.${kind}`)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {billAsked && <BillPayment link={link} changes={requests} shown={shownOrder} />}
    </section>
  );
}
