import type { App } from '../../app-instance';
import type { OrderPaidListener } from '../payments/order-paid';
import { groupOrderTopic } from './participant-token';

/** A group's order paid as a whole (integral, organiser pays): every screen shows "payment made". */
export function groupOrderPaidListener(app: App): OrderPaidListener {
  return async ({ orderId }) => {
    const group = await app.repositories.groupOrders.byOrderId(orderId);
    if (group) await app.live.changed(groupOrderTopic(group.id));
  };
}
