import { formatDayInSentence } from 'shared-contracts/i18n/format-date';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import type { Language } from 'shared-contracts/types/language';
import type { PlacedOrder } from 'shared-contracts/types/order';
import type { OutgoingMessage } from '../repositories/outbox-repository';
import type { ChosenOption } from './orders/chosen-options';
import { ORDER_EMAIL_TEXTS, type OrderEmailTexts } from './orders/order-email-texts';
import { storedCostLines } from './orders/stored-cost-lines';

/** What the e-mail needs beyond the stored order, which answers neither options nor the floor. */
export interface OrderEmailDetails {
  email: string;
  /** The shop that placed the order (one of its own origins: domain/shop-origin.ts). */
  shopOrigin: string;
  currency: string;
  /** The order request's language: the one its lines were named in. */
  language: Language;
  /** Each line's chosen options, in the order of the lines. */
  lineOptions: ChosenOption[][];
  /** The group order's extra, included in the total; 0 for any other order. */
  groupExtra: number;
}

/**
 * The e-mail a customer gets after ordering, in their language, with the link back to the order's
 * success page. Its lines, then the stored cost lines, lead to the stored total, so the customer
 * can check the sum.
 */
export function orderConfirmationEmail(order: PlacedOrder, details: OrderEmailDetails): OutgoingMessage {
  const { language, currency } = details;
  const texts = ORDER_EMAIL_TEXTS[language];
  // No forced decimals: the e-mail writes each amount as the shop's screens do ("14 lei", "53,50 lei").
  const money = (amount: number) => formatMoney(amount, currency, undefined, language);
  const lines = order.lines.flatMap((line, index) => [
    `${line.quantity} x ${line.size_name ? `${line.name} (${line.size_name})` : line.name}: ${money(line.total)}`,
    ...(details.lineOptions[index] ?? []).map((option) => `   + ${option.quantity > 1 ? `${option.quantity} x ` : ''}${option.name}`),
  ]);
  const costs = storedCostLines(order, details.groupExtra).map(({ cost, amount }) => {
    const label = cost === 'voucher' ? texts.costs.voucher(order.voucher_code ?? '') : texts.costs[cost];
    return `${label}: ${money(amount)}`;
  });
  return {
    channel: 'email',
    recipient: details.email,
    subject: texts.subject(order.store.name),
    body: [
      `${texts.thanks(order.name)} ${whenText(order, texts, language)}`,
      whereText(order, texts),
      '',
      ...lines,
      ...costs,
      `${texts.total}: ${money(order.total)}`,
      '',
      `${texts.follow}: ${details.shopOrigin}/order-success/${order.token}`,
    ].join('\n'),
  };
}

/** Now (in about N minutes) or later (day and time), as the success page says it. */
function whenText(order: PlacedOrder, texts: OrderEmailTexts, language: Language): string {
  if (order.table) return texts.sentToWaiter;
  const delivery = order.delivery_type === 'delivery';
  if (order.for_later && order.later_day && order.later_time) {
    const day = formatDayInSentence(order.later_day, language);
    return delivery ? texts.deliveryLater(day, order.later_time) : texts.pickupLater(day, order.later_time);
  }
  // A brand with no estimate (spec §9 default 0) would read "in about 0 minutes".
  if (order.estimated_minutes <= 0) return delivery ? texts.deliverySoon : texts.pickupSoon;
  return delivery ? texts.deliveryNow(order.estimated_minutes) : texts.pickupNow(order.estimated_minutes);
}

function whereText(order: PlacedOrder, texts: OrderEmailTexts): string {
  const store = `${order.store.name}, ${order.store.address}`;
  if (order.table) return `${texts.table(order.table.number)}: ${store}`;
  if (order.delivery_type === 'delivery') return `${texts.deliveryAddress}: ${[order.address, order.address_line2].filter((part) => part !== '').join(', ')}`;
  const pickup = `${texts.pickupStore}: ${store}`;
  return order.pickup_type === 'by_car' ? `${pickup}\n${texts.byCar}` : pickup;
}
