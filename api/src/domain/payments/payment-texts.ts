import type { Translated } from 'shared-contracts/types/language';

/**
 * Refusals of an order's online payment, in the language of the request: finding the order and
 * its payment, starting it (POST public/payments), an order abandoned unpaid, an attempt the order
 * no longer pays by, and the method by_organizer, which is given to group order shares and never
 * chosen for an order.
 */
export const PAYMENT_TEXTS = {
  order_not_found: {
    en: 'There is no order with this link.',
    es: 'No hay ningún pedido con este enlace.',
    lt: 'Pagal šią nuorodą užsakymo nėra.',
    ro: 'Nu există nicio comandă cu acest link.',
  },
  payment_not_started: {
    en: 'No payment was started for this order yet.',
    es: 'Todavía no se ha iniciado ningún pago para este pedido.',
    lt: 'Šio užsakymo mokėjimas dar nepradėtas.',
    ro: 'Pentru această comandă nu a fost inițiată încă nicio plată.',
  },
  provider_unavailable: {
    en: 'The payment provider did not answer. Please try again in a moment.',
    es: 'El proveedor de pagos no ha respondido. Inténtalo de nuevo en un momento.',
    lt: 'Mokėjimų teikėjas neatsakė. Pabandykite dar kartą po akimirkos.',
    ro: 'Furnizorul de plăți nu a răspuns. Te rugăm să încerci din nou în câteva momente.',
  },
  paid_by_organizer: {
    en: 'The organiser of the group order pays this share: there is nothing to pay here.',
    es: 'El organizador del pedido en grupo paga esta parte: aquí no hay nada que pagar.',
    lt: 'Šią dalį moka grupinio užsakymo organizatorius: čia mokėti nieko nereikia.',
    ro: 'Organizatorul comenzii de grup plătește această parte: aici nu ai nimic de plătit.',
  },
  share_taken_over: {
    en: '{organiser} has taken over paying your share of the group order, so nothing was charged to you: there is nothing left for you to pay.',
    es: '{organiser} se ha hecho cargo del pago de tu parte del pedido en grupo, así que no se te ha cobrado nada: ya no tienes nada que pagar.',
    lt: '{organiser} perėmė jūsų grupinio užsakymo dalies apmokėjimą, todėl iš jūsų nieko nenuskaičiuota: jums mokėti nieko nebereikia.',
    ro: '{organiser} a preluat plata părții tale din comanda de grup, așa că nu ți s-a debitat nimic: nu mai ai nimic de plătit.',
  },
  paid_by_shares: {
    en: 'Everyone in this group order pays their own share, each on their group order screen.',
    es: 'En este pedido en grupo cada uno paga su parte, en su propia pantalla del pedido en grupo.',
    lt: 'Šiame grupiniame užsakyme kiekvienas moka savo dalį savo grupinio užsakymo ekrane.',
    ro: 'În această comandă de grup fiecare își plătește partea, pe propriul ecran al comenzii de grup.',
  },
  // Every payment call for the order answers this; {minutes} is UNPAID_ORDER_DEADLINE_MINUTES.
  // Neither "of being placed" (an order switched to paying online counts from the switch) nor
  // "nothing was charged" (an unverified payment may have been): the e-mail says which it was.
  order_abandoned: {
    en: 'This order was not paid within {minutes} minutes, so it was cancelled and will not be prepared. Any bonus points or voucher it used are back in your account.',
    es: 'Este pedido no se pagó en {minutes} minutos, así que se ha cancelado y no se preparará. Los puntos o el vale que usaba vuelven a tu cuenta.',
    lt: 'Šis užsakymas nebuvo apmokėtas per {minutes} minučių, todėl jis atšauktas ir nebus ruošiamas. Panaudoti taškai ar kuponas grąžinti į jūsų paskyrą.',
    ro: 'Această comandă nu a fost plătită în {minutes} de minute, așa că a fost anulată și nu va fi pregătită. Punctele sau voucherul folosite sunt din nou în contul tău.',
  },
  // A share of a split group order cancelled because another share went unpaid (abandonedRefusal).
  share_order_abandoned: {
    en: 'This group order was cancelled because not every share was paid in time, so it will not be prepared. A share already paid is refunded by the shop.',
    es: 'Este pedido en grupo se ha cancelado porque no todas las partes se pagaron a tiempo, así que no se preparará. La tienda devuelve el dinero de las partes ya pagadas.',
    lt: 'Šis grupinis užsakymas atšauktas, nes ne visos dalys buvo apmokėtos laiku, todėl jis nebus ruošiamas. Už jau apmokėtas dalis parduotuvė grąžins pinigus.',
    ro: 'Această comandă de grup a fost anulată pentru că nu toate părțile au fost plătite la timp, așa că nu va fi pregătită. Magazinul rambursează părțile deja plătite.',
  },
  method_changed: {
    en: 'This order is no longer paid this way. Please reload the page.',
    es: 'Este pedido ya no se paga de esta forma. Vuelve a cargar la página.',
    lt: 'Šis užsakymas nebeapmokamas šiuo būdu. Įkelkite puslapį iš naujo.',
    ro: 'Această comandă nu se mai plătește în acest fel. Te rugăm să reîncarci pagina.',
  },
  // Without the method's code ("cash-pickup"): the customer chose it in words the API does not hold.
  paid_in_person: {
    en: 'This order is paid when the food changes hands: there is nothing to pay online.',
    es: 'Este pedido se paga al entregar la comida: no hay nada que pagar en línea.',
    lt: 'Šis užsakymas apmokamas perduodant maistą: internetu mokėti nieko nereikia.',
    ro: 'Această comandă se plătește la predarea mâncării: nu ai nimic de plătit online.',
  },
  method_not_offered: {
    en: 'Paying by {method} is not offered by this shop.',
    es: 'Esta tienda no ofrece el pago con {method}.',
    lt: 'Ši parduotuvė nesiūlo mokėjimo būdo: {method}.',
    ro: 'Acest magazin nu oferă plata prin {method}.',
  },
  currency_not_offered: {
    en: 'Paying by {method} is not offered in {currency}.',
    es: 'El pago con {method} no se ofrece en {currency}.',
    lt: 'Mokėjimo būdas {method} nesiūlomas šia valiuta: {currency}.',
    ro: 'Plata prin {method} nu este disponibilă în {currency}.',
  },
  // PayPal takes HUF, JPY and TWD (Stripe JPY and the like) only in whole amounts.
  amount_not_whole: {
    en: 'Paying by {method} in {currency} takes whole amounts only, and this order\'s total has decimals. Please choose another way to pay.',
    es: 'El pago con {method} en {currency} solo admite importes enteros, y el total de este pedido tiene decimales. Elige otra forma de pago.',
    lt: 'Mokėjimo būdu {method} valiuta {currency} galima mokėti tik sveikomis sumomis, o šio užsakymo suma nėra sveikas skaičius. Pasirinkite kitą mokėjimo būdą.',
    ro: 'Plata prin {method} în {currency} acceptă doar sume întregi, iar totalul acestei comenzi are zecimale. Te rugăm să alegi alt mod de plată.',
  },
  // A card provider's least charge (Stripe: 2 lei): refused before anything is placed or asked of
  // it, with the way out. {method} is named as the checkout's picker names it.
  below_minimum: {
    en: '"{method}" takes payments of at least {minimum}, and this order comes to {total}. Please choose another way to pay.',
    es: '"{method}" solo admite pagos de al menos {minimum}, y este pedido suma {total}. Elige otra forma de pago.',
    lt: 'Mokėjimo būdu „{method}“ galima mokėti ne mažiau kaip {minimum}, o šio užsakymo suma yra {total}. Pasirinkite kitą mokėjimo būdą.',
    ro: 'Metoda „{method}” acceptă plăți de cel puțin {minimum}, iar această comandă are {total}. Te rugăm să alegi alt mod de plată.',
  },
  // A share of a split group order is paid by card only: the organiser paying it is the way out.
  share_below_minimum: {
    en: 'Paying by card online takes at least {minimum}, and your share comes to {total}, so it cannot be paid here on its own. Please ask the organiser to pay for you with their share.',
    es: 'El pago con tarjeta en línea admite al menos {minimum}, y tu parte suma {total}, así que no se puede pagar aquí por separado. Pide al organizador que pague por ti junto con su parte.',
    lt: 'Kortele internetu galima mokėti ne mažiau kaip {minimum}, o jūsų dalis yra {total}, todėl jos čia atskirai apmokėti negalima. Paprašykite organizatoriaus sumokėti už jus kartu su savo dalimi.',
    ro: 'Plata cu cardul online acceptă cel puțin {minimum}, iar partea ta este de {total}, așa că nu poate fi plătită aici separat. Te rugăm să îi ceri organizatorului să plătească pentru tine, împreună cu partea lui.',
  },
  // The provider refused the amount as under a least charge the shop did not know of (Stripe's
  // minimums follow the account's settlement currency): no minimum to name, the same way out.
  under_provider_minimum: {
    en: '"{method}" cannot take a payment as small as {total}. Please choose another way to pay.',
    es: '"{method}" no admite un pago tan pequeño como {total}. Elige otra forma de pago.',
    lt: 'Mokėjimo būdu „{method}“ negalima sumokėti tokios mažos sumos kaip {total}. Pasirinkite kitą mokėjimo būdą.',
    ro: 'Metoda „{method}” nu acceptă o plată atât de mică precum {total}. Te rugăm să alegi alt mod de plată.',
  },
  share_under_provider_minimum: {
    en: 'Paying by card online cannot take a payment as small as your share of {total}, so it cannot be paid here on its own. Please ask the organiser to pay for you with their share.',
    es: 'El pago con tarjeta en línea no admite un pago tan pequeño como tu parte de {total}, así que no se puede pagar aquí por separado. Pide al organizador que pague por ti junto con su parte.',
    lt: 'Kortele internetu negalima sumokėti tokios mažos sumos kaip jūsų dalis – {total}, todėl jos čia atskirai apmokėti negalima. Paprašykite organizatoriaus sumokėti už jus kartu su savo dalimi.',
    ro: 'Plata cu cardul online nu acceptă o plată atât de mică precum partea ta de {total}, așa că nu poate fi plătită aici separat. Te rugăm să îi ceri organizatorului să plătească pentru tine, împreună cu partea lui.',
  },
  by_organizer_only: {
    en: 'The method "by_organizer" is only for group order participants whose organiser pays for them.',
    es: 'El método "by_organizer" es solo para los participantes de un pedido en grupo por los que paga el organizador.',
    lt: 'Būdas „by_organizer“ skirtas tik grupinio užsakymo dalyviams, už kuriuos moka organizatorius.',
    ro: 'Metoda „by_organizer” este doar pentru participanții la o comandă de grup pentru care plătește organizatorul.',
  },
} satisfies Record<string, Translated>;
