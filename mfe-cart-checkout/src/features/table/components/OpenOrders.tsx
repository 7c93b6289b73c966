import type { MouseEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { Price } from 'shared-contracts/ui/Price';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import type { OpenOrders as Open } from '../api/staff-calls';
import { BOARD_ACTION, boardItem, type BoardOutcome } from '../use-board-actions';
import { SectionOutcome } from './SectionOutcome';

type OpenOrder = Open['orders'][number];

/**
 * Staff page: today's orders whose money is taken by hand, each with "Paid" for when it is handed
 * over (it then earns its bonus points, as an order paid online does, and leaves the list).
 */
export function OpenOrders({ orders, outcome, onPaid }: {
  orders: OpenOrder[];
  outcome: BoardOutcome | null;
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
    <section aria-labelledby="staff-open-orders">
      <h2 id="staff-open-orders" className="staff-board__heading" tabIndex={-1}>{t('staff.openOrders')}</h2>
      <p>{t('staff.openOrdersHint')}</p>
      <SectionOutcome outcome={outcome} section="open" />
      {orders.length === 0 ? (
        <p>{t('staff.noOpenOrders')}</p>
      ) : (
        <ul className="staff-tables__list">
          {orders.map((order) => (
            <li key={order.id} className="staff-tables__item" {...boardItem(order.id)}>
              <p>
                <strong>{t('staff.orderNumber', { id: order.id })}</strong> · {service(order)} · {order.name} ·{' '}
                {order.time ? t('staff.at', { time: order.time }) : t('staff.asap')} · {t(`staff.method.${order.payment_method}`)} ·{' '}
                <Price value={order.total} />
              </p>
              <Button type="button" {...BOARD_ACTION} onClick={(event: MouseEvent<HTMLButtonElement>) => onPaid(order, event.currentTarget)}>
                {t('staff.markPaid')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
