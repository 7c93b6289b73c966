import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { watchLiveChanges } from 'shared-contracts/api/live-changes';
import { serverMessage } from 'shared-contracts/api/server-message';
import { formatDateTime } from 'shared-contracts/i18n/format-date';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice } from 'shared-contracts/ui/Notice';
import { Price } from 'shared-contracts/ui/Price';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { acknowledgeRequest, confirmPaid, getOpenOrders, getTableBoard, markOrderReceived, staffEventsPath, tableCodesSheet, type OpenOrders as Open, type TableBoard } from '../features/table/api/staff-calls';
import { OpenOrders } from '../features/table/components/OpenOrders';
import { awaitsOnlinePayment } from '../features/table/awaits-online-payment';
import { useCartTexts } from '../i18n/use-cart-texts';
import './StaffTablesPage.css';
import { LineChoicesText } from '../features/cart/components/LineChoicesText';

/** The code stays for this browser tab only: a shared tablet closed at night forgets it. */
const CODE_KEY = 'staff_code';

/**
 * staff/tables: the store's table orders and calls, acknowledged with one tap, and today's orders
 * paid by hand, confirmed paid as the money is taken; updated live.
 */
export default function StaffTablesPage(_props: ScreenProps) {
  const { t, ready } = useCartTexts();
  const language = useStore($language);
  const timeZone = useStore($settings)?.localization.time_zone;
  const [code, setCode] = useState(() => sessionStorage.getItem(CODE_KEY) ?? '');
  const [typed, setTyped] = useState('');
  const [board, setBoard] = useState<TableBoard | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(() => {
    if (!code) return;
    Promise.all([getTableBoard(code), getOpenOrders(code)]).then(
      ([next, nextOpen]) => {
        setBoard(next);
        setOpen(nextOpen);
        sessionStorage.setItem(CODE_KEY, code);
      },
      async (error: unknown) => {
        setRefusal((await serverMessage(error)) ?? t('staff.failed'));
        setBoard(null);
      },
    );
  }, [code, t]);

  useEffect(() => {
    load();
    return code ? watchLiveChanges(() => staffEventsPath(code), load) : undefined;
  }, [code, load]);

  async function act(work: () => Promise<void>, doneText: string | null = null) {
    // A refusal stays on screen until the next action: the reload after it must not wipe it.
    setDone(null);
    setRefusal(null);
    try {
      await work();
      setDone(doneText);
    } catch (error) {
      setRefusal((await serverMessage(error)) ?? t('staff.failed'));
    }
    load();
  }

  async function openSheet() {
    const sheet = await tableCodesSheet(code);
    window.open(URL.createObjectURL(sheet), '_blank', 'noopener');
  }

  function signIn(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setCode(typed.trim());
  }

  function signOut() {
    sessionStorage.removeItem(CODE_KEY);
    setCode('');
    setBoard(null);
  }

  if (!ready) return <div className="staff-tables" aria-busy="true" />;
  if (!board) {
    return (
      <div className="staff-tables">
        <ScreenHeading>{t('staff.title')}</ScreenHeading>
        {refusal && <Notice tone="error">{refusal}</Notice>}
        <form className="staff-tables__sign-in" onSubmit={signIn}>
          {/* The shop's own field, as on every other form; the API says whether a code is missing or wrong. */}
          <Field
            id="staff-code"
            className="staff-tables__code"
            label={t('staff.code')}
            type="password"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            required
          />
          <Button type="submit">{t('staff.open')}</Button>
        </form>
      </div>
    );
  }
  const when = (iso: string) => formatDateTime(iso, language, timeZone);
  return (
    <div className="staff-tables">
      <ScreenHeading>{t('staff.boardTitle', { store: board.store_name })}</ScreenHeading>
      {refusal && <Notice tone="error">{refusal}</Notice>}
      <p role="status" className="staff-tables__status">{done}</p>
      <section aria-labelledby="staff-calls">
        <h2 id="staff-calls">{t('staff.calls')}</h2>
        {board.requests.length === 0 ? (
          <p>{t('staff.noCalls')}</p>
        ) : (
          <ul className="staff-tables__list">
            {board.requests.map((request) => (
              <li key={request.id} className="staff-tables__item">
                <span>
                  <strong>{t('staff.table', { number: request.table_number })}</strong> · {t(`staff.kind.${request.kind}`)} · {when(request.created_at)}
                </span>
                <Button type="button" onClick={() => void act(() => acknowledgeRequest(code, request.id))}>
                  {t('staff.onMyWay')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="staff-orders">
        <h2 id="staff-orders">{t('staff.orders')}</h2>
        {board.orders.length === 0 ? (
          <p>{t('staff.noOrders')}</p>
        ) : (
          <ul className="staff-tables__list">
            {board.orders.map((order) => (
              <li key={order.id} className="staff-tables__item staff-tables__order">
                <div>
                  <p>
                    <strong>{t('staff.table', { number: order.table_number })}</strong> · {order.name} · {when(order.created_at)} ·{' '}
                    <Price value={order.total} />
                  </p>
                  <ul>
                    {order.lines.map((line, index) => (
                      <li key={index} className="staff-tables__line">
                        <span>{t('success.line', { quantity: line.quantity, name: line.name })}</span>
                        {/* The size and options, as the customer chose them and the order-success page shows them. */}
                        <LineChoicesText choices={{ size: line.size_name, options: line.options }} t={t} />
                      </li>
                    ))}
                  </ul>
                  {order.informations && <p className="staff-tables__notes">{order.informations}</p>}
                </div>
                {order.paid && <p className="staff-tables__done">{t('staff.paidBadge')}</p>}
                {/* Not to be cooked unknowingly: the guest chose to pay online and it has not arrived. */}
                {awaitsOnlinePayment(order) && <p className="staff-tables__unpaid">{t('staff.awaitingOnlinePayment')}</p>}
                {order.status === 'received' ? (
                  <p className="staff-tables__done">{t('staff.received')}</p>
                ) : (
                  <Button type="button" onClick={() => void act(() => markOrderReceived(code, order.id))}>
                    {t('staff.receive')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <OpenOrders
        orders={open?.orders ?? []}
        onPaid={(order) => void act(() => confirmPaid(code, order.id), t('staff.paidDone', { id: order.id }))}
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
