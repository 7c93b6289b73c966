import { formatNumber } from 'shared-contracts/i18n/format-number';
import { UNPAID_ORDER_DEADLINE_MINUTES } from 'shared-contracts/payments/unpaid-order-deadline';
import type { Language } from 'shared-contracts/types/language';
import type { OutgoingMessage } from '../../repositories/outbox-repository';
import { counted } from '../language';
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
  /** `written`: the points as the language writes numbers ("1,500", "1 500"); `points` picks the noun's form. */
  points: (points: number, written: string) => string;
  voucher: (code: string) => string;
  order: string;
  orderAgain: string;
}

const TEXTS: Record<Language, AbandonedOrderTexts> = {
  en: {
    subject: (store) => `Your order at ${store} was cancelled`,
    cancelled: (name, store, minutes) =>
      `Hello ${name}, your order at ${store} was not paid within ${minutes} of being placed, so it was cancelled and will not be prepared. Nothing was charged.`,
    points: (points, written) =>
      counted('en', points, { one: 'The bonus point it used is back in your account.', other: `The ${written} bonus points it used are back in your account.` }),
    voucher: (code) => `The voucher ${code} is yours to use again.`,
    order: 'The order',
    orderAgain: 'To order again',
  },
  es: {
    subject: (store) => `Tu pedido en ${store} se ha cancelado`,
    cancelled: (name, store, minutes) =>
      `Hola, ${name}: tu pedido en ${store} no se pagó en los ${minutes} siguientes a hacerlo, así que se ha cancelado y no se preparará. No se ha cobrado nada.`,
    // Spanish counts in millions with "de": 1.000.000 de puntos.
    points: (points, written) =>
      counted('es', points, {
        one: 'El punto de bonificación que usaba vuelve a tu cuenta.',
        many: `Los ${written} de puntos de bonificación que usaba vuelven a tu cuenta.`,
        other: `Los ${written} puntos de bonificación que usaba vuelven a tu cuenta.`,
      }),
    voucher: (code) => `Puedes volver a usar el vale ${code}.`,
    order: 'El pedido',
    orderAgain: 'Para pedir de nuevo',
  },
  lt: {
    subject: (store) => `Jūsų užsakymas atšauktas: ${store}`,
    cancelled: (name, store, minutes) =>
      `Sveiki, ${name}, jūsų užsakymas (${store}) nebuvo apmokėtas per ${minutes} nuo pateikimo, todėl jis atšauktas ir nebus ruošiamas. Nieko nenuskaičiuota.`,
    // The participles agree with the count: 1 (21...) panaudotas taškas, 2-9 panaudoti taškai, 10-20 (30...) panaudota taškų.
    points: (points, written) =>
      counted('lt', points, {
        one: `Jame panaudotas ${written} premijos taškas grąžintas į jūsų paskyrą.`,
        few: `Jame panaudoti ${written} premijos taškai grąžinti į jūsų paskyrą.`,
        many: `Jame panaudota ${written} premijos taško grąžinta į jūsų paskyrą.`,
        other: `Jame panaudota ${written} premijos taškų grąžinta į jūsų paskyrą.`,
      }),
    voucher: (code) => `Kuponą ${code} vėl galite naudoti.`,
    order: 'Užsakymas',
    orderAgain: 'Užsisakyti iš naujo',
  },
  ro: {
    subject: (store) => `Comanda ta la ${store} a fost anulată`,
    cancelled: (name, store, minutes) =>
      `Bună, ${name}, comanda ta la ${store} nu a fost plătită în ${minutes} de la plasare, așa că a fost anulată și nu va fi pregătită. Nu ți s-a debitat nimic.`,
    points: (points, written) =>
      counted('ro', points, {
        one: 'Punctul de fidelitate folosit este din nou în contul tău.',
        few: `Cele ${written} puncte de fidelitate folosite sunt din nou în contul tău.`,
        other: `Cele ${written} de puncte de fidelitate folosite sunt din nou în contul tău.`,
      }),
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
      ...(order.pointsReturned > 0 ? [texts.points(order.pointsReturned, formatNumber(order.pointsReturned, language))] : []),
      ...(order.voucherReturned ? [texts.voucher(order.voucherReturned)] : []),
      '',
      `${texts.order}: ${shopOrigin}/order-success/${order.token}`,
      `${texts.orderAgain}: ${shopOrigin}/`,
    ].join('\n'),
  };
}
