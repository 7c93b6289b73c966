import type { App } from '../../app-instance';
import type { OrderPaidListener } from '../../domain/payments/order-paid';
import { storeTablesTopic, tableTopic } from '../public/tables/table-by-link';

/**
 * A paid order, however it was confirmed (online, or by the staff), leaves the staff's list of
 * open orders at once and, at a table, the customer's screen says "paid" without reloading.
 */
export function tellStaffWhenPaid(app: App): OrderPaidListener {
  return async ({ orderId }) => {
    const place = await app.repositories.staffOrders.placeOf(orderId);
    if (!place) return;
    await Promise.all([app.live.changed(storeTablesTopic(place.store_id)), ...(place.table_id === null ? [] : [app.live.changed(tableTopic(place.table_id))])]);
  };
}
