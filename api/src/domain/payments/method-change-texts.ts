import type { Translated } from 'shared-contracts/types/language';
import { GROUP_ORDER_CHECKOUT_TEXTS } from '../group-orders/group-order-checkout-texts';

/** Refusals of a change of an unpaid order's payment method (spec §4), in the language of the request. */
export const METHOD_CHANGE_TEXTS = {
  already_paid: {
    en: 'This order is paid: its payment method cannot change any more.',
    es: 'Este pedido ya está pagado: su método de pago ya no puede cambiar.',
    lt: 'Šis užsakymas apmokėtas: jo mokėjimo būdo pakeisti nebegalima.',
    ro: 'Această comandă este plătită: metoda ei de plată nu se mai poate schimba.',
  },
  shares_pay_by_card: {
    en: 'In this group order everyone pays their own share by card: the method cannot change.',
    es: 'En este pedido en grupo cada uno paga su parte con tarjeta: el método no puede cambiar.',
    lt: 'Šiame grupiniame užsakyme kiekvienas savo dalį moka kortele: mokėjimo būdo pakeisti negalima.',
    ro: 'În această comandă de grup fiecare își plătește partea cu cardul: metoda nu se poate schimba.',
  },
  // Spec §4 integral: the rule the group's checkout applied holds for a later change too.
  integral_methods: GROUP_ORDER_CHECKOUT_TEXTS.integral_methods,
  under_way: {
    en: 'A payment of this order is under way. Please wait for its outcome before choosing another method.',
    es: 'Hay un pago de este pedido en curso. Espera a que termine antes de elegir otro método.',
    lt: 'Šio užsakymo mokėjimas vykdomas. Palaukite jo rezultato prieš pasirinkdami kitą būdą.',
    ro: 'O plată a acestei comenzi este în curs. Te rugăm să aștepți rezultatul ei înainte de a alege altă metodă.',
  },
  not_offered: {
    en: 'Payment method "{method}" is not offered for this order.',
    es: 'El método de pago "{method}" no se ofrece para este pedido.',
    lt: 'Šiam užsakymui šis mokėjimo būdas nesiūlomas: {method}.',
    ro: 'Metoda de plată „{method}” nu este disponibilă pentru această comandă.',
  },
} satisfies Record<string, Translated>;
