import type { MouseEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { Price } from 'shared-contracts/ui/Price';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import type { OpenOrders as Open } from '../api/staff-calls';
import { BOARD_ACTION, boardItem, type BoardOutcome } from '../use-board-actions';
import { BoardSection } from './BoardSection';

type OpenOrder = Open['orders'][number];

/**
 * Staff page: today's orders whose money is taken by hand, each with "Paid" for when it is handed
 * over (it then earns its bonus points, as an order paid online does, and leaves the list).
 */
export function OpenOrders({ orders, outcome, busy, onPaid }: {
  orders: OpenOrder[];
  outcome: BoardOutcome | null;
  /** The order being confirmed paid, until the list is read again: a second tap is ignored. */
  busy: (id: number) => boolean;
  onPaid: (order: OpenOrder, button: HTMLElement) => void;
}) {
  const { t } = useCartTexts();
  const service = (order: OpenOrder) =>
    order.delivery_type === 'table'
      ? t('staff.table', { number: order.table_number ?? '' })
      : order.delivery_type === 'delivery'
        ? t('staff.service.delivery', { address: order.address })
        : t('staff.service.pickup');
  return (
    <BoardSection section="open" title={t('staff.openOrders')} hint={t('staff.openOrdersHint')} outcome={outcome} empty={orders.length === 0 ? t('staff.noOpenOrders') : null}>
      {orders.map((order) => (
        <li key={order.id} className="staff-tables__item" {...boardItem(order.id)}>
          <p>
            <strong>{t('staff.orderNumber', { id: order.id })}</strong> · {service(order)} · {order.name} ·{' '}
            {order.time ? t('staff.at', { time: order.time }) : t('staff.asap')} · {t(`staff.method.${order.payment_method}`)} ·{' '}
            <Price value={order.total} />
          </p>
          <Button type="button" busy={busy(order.id)} {...BOARD_ACTION} onClick={(event: MouseEvent<HTMLButtonElement>) => onPaid(order, event.currentTarget)}>
            {t('staff.markPaid')}
          </Button>
        </li>
      ))}
    </BoardSection>
  );
}
