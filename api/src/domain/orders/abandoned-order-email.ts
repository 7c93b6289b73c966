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
  /** When it was switched to the online method it now has (orders.payment_method_changed_at); null when placed with it. */
  methodChangedAt: Date | null;
  /** Whether the payment closed with it was one its provider could not verify ('error_checking'): money may have been taken. */
  paymentUnverified: boolean;
}

/**
 * Past this age (from its placing, or its switch to paying online) the customer is not written to:
 * an order left unpaid from before the rule (the first round after it is deployed finds them all)
 * or while the API was down for long. Its food is long known not to have come; its points and
 * voucher still come back. Not for an order closed with an unverified payment: that one is closed
 * only after a day (UNVERIFIED_PAYMENT_HOLDS_MS), and its customer may have been charged.
 */
const NOT_WRITTEN_AFTER_MS = 24 * 60 * 60_000;

interface AbandonedOrderTexts {
  subject: (store: string) => string;
  /** `since`: one of the phrases below, "being placed" or "choosing to pay online". */
  cancelled: (name: string, store: string, minutes: string, since: string) => string;
  /** Where the deadline ran from: the placing, or the switch of a placed order to paying online. */
  since: Record<'placed' | 'switched', string>;
  /** Closed with an unverified payment: not "nothing was charged", but whom to ask for the money back. */
  unverified: (name: string, store: string) => string;
  /** `written`: the points as the language writes numbers ("1,500", "1 500"); `points` picks the noun's form. */
  points: (points: number, written: string) => string;
  voucher: (code: string) => string;
  order: string;
  orderAgain: string;
}

const TEXTS: Record<Language, AbandonedOrderTexts> = {
  en: {
    subject: (store) => `Your order at ${store} was cancelled`,
    cancelled: (name, store, minutes, since) =>
      `Hello ${name}, your order at ${store} was not paid within ${minutes} of ${since}, so it was cancelled and will not be prepared. Nothing was charged.`,
    since: { placed: 'being placed', switched: 'choosing to pay online' },
    unverified: (name, store) =>
      `Hello ${name}, we could not verify the payment for your order at ${store}, so the order was cancelled and will not be prepared. If your bank shows a charge for it, contact ${store} to have it refunded.`,
    points: (points, written) =>
      counted('en', points, { one: 'The bonus point it used is back in your account.', other: `The ${written} bonus points it used are back in your account.` }),
    voucher: (code) => `The voucher ${code} is yours to use again.`,
    order: 'The order',
    orderAgain: 'To order again',
  },
  es: {
    subject: (store) => `Tu pedido en ${store} se ha cancelado`,
    cancelled: (name, store, minutes, since) =>
      `Hola, ${name}: tu pedido en ${store} no se pagó en los ${minutes} siguientes a ${since}, así que se ha cancelado y no se preparará. No se ha cobrado nada.`,
    since: { placed: 'hacerlo', switched: 'elegir pagar en línea' },
    unverified: (name, store) =>
      `Hola, ${name}: no hemos podido verificar el pago de tu pedido en ${store}, así que se ha cancelado y no se preparará. Si en tu banco aparece un cargo por este pedido, contacta con ${store} para que te lo devuelvan.`,
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
    cancelled: (name, store, minutes, since) =>
      `Sveiki, ${name}, jūsų užsakymas (${store}) nebuvo apmokėtas per ${minutes} nuo ${since}, todėl jis atšauktas ir nebus ruošiamas. Nieko nenuskaičiuota.`,
    // After "nuo": a noun in the genitive (nuo pateikimo), or "tada, kai" and a clause.
    since: { placed: 'pateikimo', switched: 'tada, kai pasirinkote mokėti internetu' },
    // The store's name stays in its own case in parentheses, as above: "su parduotuve (Old Town)".
    unverified: (name, store) =>
      `Sveiki, ${name}, nepavyko patikrinti jūsų užsakymo (${store}) mokėjimo, todėl užsakymas atšauktas ir nebus ruošiamas. Jei banko sąskaitoje matote, kad pinigai už šį užsakymą nuskaičiuoti, susisiekite su parduotuve (${store}): jie bus grąžinti.`,
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
    cancelled: (name, store, minutes, since) =>
      `Bună, ${name}, comanda ta la ${store} nu a fost plătită în ${minutes} de la ${since}, așa că a fost anulată și nu va fi pregătită. Nu ți s-a debitat nimic.`,
    since: { placed: 'plasare', switched: 'alegerea plății online' },
    unverified: (name, store) =>
      `Bună, ${name}, nu am putut verifica plata comenzii tale la ${store}, așa că comanda a fost anulată și nu va fi pregătită. Dacă în contul tău bancar apare o plată pentru această comandă, contactează ${store} ca să primești banii înapoi.`,
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
 * they ordered in: the food is not coming, nothing was charged (or, its payment unverified, whom to
 * ask for a charge back), and what it gave back. A customer who believed they had paid would
 * otherwise wait for food; the confirmation, held until payment, never went out. None for an order
 * placed (or switched to paying online) more than a day before, unless its payment was unverified
 * (NOT_WRITTEN_AFTER_MS).
 */
export function abandonedOrderEmail(order: AbandonedOrder, language: Language, shopOrigin: string, now: Date): OutgoingMessage | null {
  const waitingSince = order.methodChangedAt ?? order.placedAt;
  if (!order.paymentUnverified && now.getTime() - waitingSince.getTime() > NOT_WRITTEN_AFTER_MS) return null;
  const texts = TEXTS[language];
  const cancelled = order.paymentUnverified
    ? texts.unverified(order.name, order.store)
    : texts.cancelled(order.name, order.store, minutesIn(language, UNPAID_ORDER_DEADLINE_MINUTES), texts.since[order.methodChangedAt ? 'switched' : 'placed']);
  return {
    channel: 'email',
    recipient: order.email,
    subject: texts.subject(order.store),
    body: [
      cancelled,
      ...(order.pointsReturned > 0 ? [texts.points(order.pointsReturned, formatNumber(order.pointsReturned, language))] : []),
      ...(order.voucherReturned ? [texts.voucher(order.voucherReturned)] : []),
      '',
      `${texts.order}: ${shopOrigin}/order-success/${order.token}`,
      `${texts.orderAgain}: ${shopOrigin}/`,
    ].join('\n'),
  };
}
