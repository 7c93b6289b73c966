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
  /** A split group's order (each participant paid their own share): cancelled because a share was not paid in time. */
  paidByShares: boolean;
  /** Of a split group's order, how many shares were paid: their money is refunded by the shop. */
  sharesPaid: number;
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
  /** A split group's order: a share not paid in time, counted from the placing or the last attempt to pay a share. */
  unpaidShares: (name: string, store: string, minutes: string) => string;
  /** Then, when shares were paid: their money comes back; otherwise nothingCharged. */
  sharesRefunded: string;
  nothingCharged: string;
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
    unpaidShares: (name, store, minutes) =>
      `Hello ${name}, not every share of your group order at ${store} was paid in time (within ${minutes} of the order or of the last attempt to pay a share), so it was cancelled and will not be prepared.`,
    sharesRefunded: 'Every share already paid will be refunded by the shop.',
    nothingCharged: 'Nothing was charged.',
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
    unpaidShares: (name, store, minutes) =>
      `Hola, ${name}: no todas las partes de tu pedido en grupo en ${store} se pagaron a tiempo (en los ${minutes} siguientes al pedido o al último intento de pagar una parte), así que se ha cancelado y no se preparará.`,
    sharesRefunded: 'La tienda devolverá el dinero de cada parte ya pagada.',
    nothingCharged: 'No se ha cobrado nada.',
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
    unpaidShares: (name, store, minutes) =>
      `Sveiki, ${name}, ne visos jūsų grupinio užsakymo (${store}) dalys buvo apmokėtos laiku (per ${minutes} nuo užsakymo ar paskutinio bandymo apmokėti dalį), todėl jis atšauktas ir nebus ruošiamas.`,
    sharesRefunded: 'Už jau apmokėtas dalis parduotuvė grąžins pinigus.',
    nothingCharged: 'Nieko nenuskaičiuota.',
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
    unpaidShares: (name, store, minutes) =>
      `Bună, ${name}, nu toate părțile comenzii tale de grup la ${store} au fost plătite la timp (în ${minutes} de la comandă sau de la ultima încercare de a plăti o parte), așa că a fost anulată și nu va fi pregătită.`,
    sharesRefunded: 'Magazinul va rambursa fiecare parte deja plătită.',
    nothingCharged: 'Nu ți s-a debitat nimic.',
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
 * (NOT_WRITTEN_AFTER_MS). A split group's order's is its organiser's: a share was not paid in time,
 * and the shares paid are refunded (written to whatever its age: money is coming back).
 */
export function abandonedOrderEmail(order: AbandonedOrder, language: Language, shopOrigin: string, now: Date): OutgoingMessage | null {
  const waitingSince = order.methodChangedAt ?? order.placedAt;
  if (!order.paymentUnverified && order.sharesPaid === 0 && now.getTime() - waitingSince.getTime() > NOT_WRITTEN_AFTER_MS) return null;
  const texts = TEXTS[language];
  const minutes = minutesIn(language, UNPAID_ORDER_DEADLINE_MINUTES);
  const cancelled = order.paidByShares
    ? `${texts.unpaidShares(order.name, order.store, minutes)} ${order.sharesPaid > 0 ? texts.sharesRefunded : texts.nothingCharged}`
    : order.paymentUnverified
    ? texts.unverified(order.name, order.store)
    : texts.cancelled(order.name, order.store, minutes, texts.since[order.methodChangedAt ? 'switched' : 'placed']);
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
