import type { MouseEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { Price } from 'shared-contracts/ui/Price';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { LineChoicesText } from '../../cart/components/LineChoicesText';
import type { PaidHereMethod, TableBoard } from '../api/staff-calls';
import { awaitsOnlinePayment } from '../awaits-online-payment';
import { BOARD_ACTION, boardItem, type BoardOutcome } from '../use-board-actions';
import { BoardSection } from './BoardSection';
import { PaidHereInstead } from './PaidHereInstead';

type Order = TableBoard['orders'][number];

/**
 * Staff board: the orders sent from the tables, each marked received once the waiter has it; one to
 * be paid online that never was may be paid here instead, until its deadline cancels it.
 */
export function StaffTableOrders({ orders, when, outcome, busy, onReceived, onPaidHere }: {
  orders: Order[];
  when: (iso: string) => string;
  outcome: BoardOutcome | null;
  /** The order being acted on, until the board is read again: a second tap on any of its buttons is ignored. */
  busy: (id: number) => boolean;
  onReceived: (order: Order, button: HTMLElement) => void;
  onPaidHere: (order: Order, method: PaidHereMethod, button: HTMLElement) => void;
}) {
  const { t } = useCartTexts();
  return (
    <BoardSection section="orders" title={t('staff.orders')} outcome={outcome} empty={orders.length === 0 ? t('staff.noOrders') : null}>
      {orders.map((order) => (
        <li key={order.id} className="staff-tables__item staff-tables__order" {...boardItem(order.id)}>
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
          {/* Its deadline passed unpaid before the waiter had it: nothing to cook, receive or take money for (the API refuses both). */}
          {order.cancelled ? (
            <p className="staff-tables__unpaid">{t('staff.cancelledUnpaid')}</p>
          ) : order.status === 'received' ? (
            <p className="staff-tables__done">{t('staff.received')}</p>
          ) : (
            <Button type="button" busy={busy(order.id)} {...BOARD_ACTION} onClick={(event: MouseEvent<HTMLButtonElement>) => onReceived(order, event.currentTarget)}>
              {t('staff.receive')}
            </Button>
          )}
          {/* Else the table owes for ever, and its screen keeps the earlier guests' calls. */}
          {awaitsOnlinePayment(order) && <PaidHereInstead orderId={order.id} busy={busy(order.id)} onPaidHere={(method, button) => onPaidHere(order, method, button)} />}
        </li>
      ))}
    </BoardSection>
  );
}
