import { useEffect, useState } from 'react';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { getTableOrder, type TableOrder } from '../api/table-calls';
import { tableOrderTokens } from '../table-orders';
import { TablePayment } from './TablePayment';

/**
 * Once the bill is asked for: the orders this browser sent from the table that are still unpaid,
 * each with its way to pay (but `shown`, the order whose payment the screen already shows). Read
 * again on every change at the table (`changes`), so an order the staff mark paid, or one paid
 * online, says so at once.
 */
export function BillPayment({ link, tableId, changes, shown }: { link: string; tableId: number; changes: unknown; shown?: string | undefined }) {
  const { t } = useCartTexts();
  const [orders, setOrders] = useState<TableOrder[] | null>(null);

  useEffect(() => {
    let live = true;
    // Remembered by the table's id, so a QR code replaced since still finds them.
    const tokens = tableOrderTokens(tableId);
    // An order the API does not find at this table (one kept before orders knew their table) is left out.
    Promise.all(tokens.map((token) => getTableOrder(link, token).catch(() => null))).then((found) => {
      if (live) setOrders(found.filter((order): order is TableOrder => order !== null));
    });
    return () => {
      live = false;
    };
  }, [link, tableId, changes]);

  const unpaid = (orders ?? []).filter((order) => !order.paid);
  const listed = unpaid.filter((order) => order.token !== shown);
  // One cancelled unpaid is listed, to say so, but nothing is owed for it, nor was it paid.
  const owed = unpaid.filter((order) => !order.cancelled);
  // Always there once the bill is asked for, so what appears in it is announced. Only this phone's
  // orders are known here: another guest's at the table may still be unpaid, so it speaks of these.
  return (
    <div className="table-bill" aria-live="polite">
      {orders && orders.some((order) => order.paid) && owed.length === 0 && <p className="table-payment table-payment--paid">{t('table.payment.yoursPaid')}</p>}
      {listed.length > 0 && (
        <ul className="table-bill__orders">
          {listed.map((order) => (
            <li key={order.token}>
              <TablePayment order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
