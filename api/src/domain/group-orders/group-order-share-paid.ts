import type { App } from '../../app-instance';
import type { OrderPaidListener } from '../payments/order-paid';
import { groupOrderTopic } from './participant-token';

/**
 * A share's payment succeeded (the provider's word, issue 7): the share is paid, every screen of the
 * group order is told, and the answer says whether the whole order is now settled.
 */
export async function groupOrderSharePaid(app: App, shareId: number, paidAt: Date): Promise<{ orderSettled: boolean }> {
  const paid = await app.repositories.groupOrders.markSharePaid(shareId, paidAt);
  await app.live.changed(groupOrderTopic(paid.groupOrderId));
  return { orderSettled: paid.orderSettled };
}

/** A group's order paid as a whole (integral, organiser pays): every screen shows "payment made". */
export function groupOrderPaidListener(app: App): OrderPaidListener {
  return async ({ orderId }) => {
    const group = await app.repositories.groupOrders.byOrderId(orderId);
    if (group) await app.live.changed(groupOrderTopic(group.id));
  };
}
