import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import type { Language } from 'shared-contracts/types/language';
import type { OutgoingMessage } from '../../repositories/outbox-repository';
import { minutesIn } from './order-email-texts';

/** What the e-mail says of the order the shop cancelled unpaid, read in the cancelling transaction. */
export interface AbandonedOrder {
  token: string;
  name: string;
  email: string;
  store: string;
  /** The bonus points it had taken and now gave back; 0 when none. */
  pointsReturned: number;
  /** The account voucher it had used and now gave back; null when none. */
  voucherReturned: string | null;
  placedAt: Date;
}

/**
 * Past this age the customer is not written to: an order left unpaid from before the rule (the
 * first round after it is deployed finds them all) or while the API was down for long. Its food is
 * long known not to have come; its points and voucher still come back.
 */
const NOT_WRITTEN_AFTER_MS = 24 * 60 * 60_000;

interface AbandonedOrderTexts {
  subject: (store: string) => string;
  cancelled: (name: string, store: string, minutes: string) => string;
  points: (points: number) => string;
  voucher: (code: string) => string;
  order: string;
  orderAgain: string;
}

const TEXTS: Record<Language, AbandonedOrderTexts> = {
  en: {
    subject: (store) => `Your order at ${store} was cancelled`,
    cancelled: (name, store, minutes) =>
      `Hello ${name}, your order at ${store} was not paid within ${minutes} of being placed, so it was cancelled and will not be prepared. Nothing was charged.`,
    points: (points) => `The ${points} bonus points it used are back in your account.`,
    voucher: (code) => `The voucher ${code} is yours to use again.`,
    order: 'The order',
    orderAgain: 'To order again',
  },
  es: {
    subject: (store) => `Tu pedido en ${store} se ha cancelado`,
    cancelled: (name, store, minutes) =>
      `Hola, ${name}: tu pedido en ${store} no se pagó en los ${minutes} siguientes a hacerlo, así que se ha cancelado y no se preparará. No se ha cobrado nada.`,
    points: (points) => `Los ${points} puntos de bonificación que usaba vuelven a tu cuenta.`,
    voucher: (code) => `Puedes volver a usar el vale ${code}.`,
    order: 'El pedido',
    orderAgain: 'Para pedir de nuevo',
  },
  lt: {
    subject: (store) => `Jūsų užsakymas atšauktas: ${store}`,
    cancelled: (name, store, minutes) =>
      `Sveiki, ${name}, jūsų užsakymas (${store}) nebuvo apmokėtas per ${minutes} nuo pateikimo, todėl jis atšauktas ir nebus ruošiamas. Nieko nenuskaičiuota.`,
    points: (points) => `Jame panaudoti premijos taškai (${points}) grąžinti į jūsų paskyrą.`,
    voucher: (code) => `Kuponą ${code} vėl galite naudoti.`,
    order: 'Užsakymas',
    orderAgain: 'Užsisakyti iš naujo',
  },
  ro: {
    subject: (store) => `Comanda ta la ${store} a fost anulată`,
    cancelled: (name, store, minutes) =>
      `Bună, ${name}, comanda ta la ${store} nu a fost plătită în ${minutes} de la plasare, așa că a fost anulată și nu va fi pregătită. Nu ți s-a debitat nimic.`,
    points: (points) => `Cele ${points} puncte de fidelitate folosite sunt din nou în contul tău.`,
    voucher: (code) => `Poți folosi din nou voucherul ${code}.`,
    order: 'Comanda',
    orderAgain: 'Pentru a comanda din nou',
  },
};

/**
 * The e-mail a customer gets when the shop cancels their order for want of payment, in the language
 * they ordered in: the food is not coming, nothing was charged, and what it gave back. A customer who
 * believed they had paid would otherwise wait for food; the confirmation, held until payment, never
 * went out. None for an order placed more than a day before (NOT_WRITTEN_AFTER_MS).
 */
export function abandonedOrderEmail(order: AbandonedOrder, language: Language, shopOrigin: string, now: Date): OutgoingMessage | null {
  if (now.getTime() - order.placedAt.getTime() > NOT_WRITTEN_AFTER_MS) return null;
  const texts = TEXTS[language];
  return {
    channel: 'email',
    recipient: order.email,
    subject: texts.subject(order.store),
    body: [
      texts.cancelled(order.name, order.store, minutesIn(language, UNPAID_ORDER_DEADLINE_MINUTES)),
      ...(order.pointsReturned > 0 ? [texts.points(order.pointsReturned)] : []),
      ...(order.voucherReturned ? [texts.voucher(order.voucherReturned)] : []),
      '',
      `${texts.order}: ${shopOrigin}/order-success/${order.token}`,
      `${texts.orderAgain}: ${shopOrigin}/`,
    ].join('\n'),
  };
}
