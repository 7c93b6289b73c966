import { formatMoney } from 'shared-contracts/pricing/format-money';
import type { PlacedOrder } from 'shared-contracts/types/order';

/**
 * The e-mail a customer gets after ordering, with the link back to the order's success page
 * (the shop's origin is the page that placed the order; without one, the path alone).
 */
export function orderConfirmationEmail(order: PlacedOrder, email: string, shopOrigin: string | undefined, currency: string) {
  const link = `${shopOrigin ?? ''}/order-success/${order.token}`;
  const when = order.for_later
    ? `for ${order.later_day} at ${order.later_time}`
    : `in about ${order.estimated_minutes} minutes`;
  const how = order.delivery_type === 'delivery' ? `delivered to ${order.address}` : `ready for pickup at ${order.store.name}, ${order.store.address}`;
  const lines = order.lines.map((line) => `${line.quantity} x ${line.name}: ${formatMoney(line.total, currency, 2, 'en')}`);
  return {
    channel: 'email' as const,
    recipient: email,
    subject: `Your order at ${order.store.name}`,
    body: [
      `Thank you, ${order.name}. Your order will be ${how}, ${when}.`,
      '',
      ...lines,
      `Total: ${formatMoney(order.total, currency, 2, 'en')}`,
      '',
      `Follow your order: ${link}`,
    ].join('\n'),
  };
}
