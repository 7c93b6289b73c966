import type { Language } from 'shared-contracts/types/language';
import type { StoredCost } from './stored-cost-lines';

/** The words of the order confirmation e-mail; the sentences mirror the order-success page's. */
export interface OrderEmailTexts {
  subject: (store: string) => string;
  thanks: (name: string) => string;
  deliveryNow: (minutes: number) => string;
  pickupNow: (minutes: number) => string;
  /** Now, without an estimate (the brand sets none: spec §9 default 0). */
  deliverySoon: string;
  pickupSoon: string;
  /** `day` as formatDayInSentence writes it in this language; `time` is HH:MM on the store's clock. */
  deliveryLater: (day: string, time: string) => string;
  pickupLater: (day: string, time: string) => string;
  sentToWaiter: string;
  deliveryAddress: string;
  pickupStore: string;
  /** A by-car pickup: the order is brought out, so the customer says they are there (as the success page). */
  byCar: string;
  table: (number: string) => string;
  costs: Record<Exclude<StoredCost, 'voucher'>, string> & { voucher: (code: string) => string };
  total: string;
  follow: string;
}

/** "45 minutes", "45 minutos", "45 de minute": Intl knows each language's plurals. */
export function minutesIn(language: Language, minutes: number): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

export const ORDER_EMAIL_TEXTS: Record<Language, OrderEmailTexts> = {
  en: {
    subject: (store) => `Your order at ${store}`,
    thanks: (name) => `Thank you, ${name}.`,
    deliveryNow: (minutes) => `Your order will be delivered in about ${minutesIn('en', minutes)}.`,
    pickupNow: (minutes) => `Your order will be ready for pickup in about ${minutesIn('en', minutes)}.`,
    deliverySoon: 'Your order will be delivered as soon as possible.',
    pickupSoon: 'Your order will be ready for pickup as soon as possible.',
    deliveryLater: (day, time) => `Your order will be delivered on ${day} at ${time}.`,
    pickupLater: (day, time) => `Your order will be ready for pickup on ${day} at ${time}.`,
    sentToWaiter: 'Your order has been sent to the waiter.',
    deliveryAddress: 'Delivery address',
    pickupStore: 'Pickup at',
    byCar: 'We will bring your order out to your car: tell the staff you are there when you arrive.',
    table: (number) => `Table ${number}`,
    costs: {
      packagingFee: 'Packaging fee',
      freeProducts: 'Free products',
      deliveryFee: 'Delivery fee',
      voucher: (code) => `Voucher ${code}`,
      points: 'Bonus points',
      groupExtra: 'Group extra',
    },
    total: 'Total',
    follow: 'Follow your order',
  },
  es: {
    subject: (store) => `Tu pedido en ${store}`,
    thanks: (name) => `Gracias, ${name}.`,
    deliveryNow: (minutes) => `Tu pedido llegará en unos ${minutesIn('es', minutes)}.`,
    pickupNow: (minutes) => `Tu pedido estará listo para recoger en unos ${minutesIn('es', minutes)}.`,
    deliverySoon: 'Te llevaremos tu pedido lo antes posible.',
    pickupSoon: 'Tu pedido estará listo para recoger lo antes posible.',
    deliveryLater: (day, time) => `Tu pedido llegará el ${day} a las ${time}.`,
    pickupLater: (day, time) => `Tu pedido estará listo para recoger el ${day} a las ${time}.`,
    sentToWaiter: 'Tu pedido se ha enviado al camarero.',
    deliveryAddress: 'Dirección de entrega',
    pickupStore: 'Recogida en',
    byCar: 'Te llevaremos el pedido al coche: cuando llegues, avisa al personal de que estás aquí.',
    table: (number) => `Mesa ${number}`,
    costs: {
      packagingFee: 'Coste de embalaje',
      freeProducts: 'Productos gratis',
      deliveryFee: 'Gastos de envío',
      voucher: (code) => `Vale ${code}`,
      points: 'Puntos de bonificación',
      groupExtra: 'Extra del grupo',
    },
    total: 'Total',
    follow: 'Sigue tu pedido',
  },
  lt: {
    subject: (store) => `Jūsų užsakymas: ${store}`,
    thanks: (name) => `Ačiū, ${name}.`,
    // "min.": after "per" the unit would need the accusative, which Intl does not write.
    deliveryNow: (minutes) => `Užsakymą pristatysime maždaug per ${minutes} min.`,
    pickupNow: (minutes) => `Užsakymą galėsite atsiimti maždaug po ${minutes} min.`,
    deliverySoon: 'Užsakymą pristatysime kuo greičiau.',
    pickupSoon: 'Užsakymą galėsite atsiimti kuo greičiau.',
    deliveryLater: (day, time) => `Užsakymą pristatysime ${day}, ${time} val.`,
    pickupLater: (day, time) => `Užsakymą galėsite atsiimti ${day}, ${time} val.`,
    sentToWaiter: 'Jūsų užsakymas išsiųstas padavėjui.',
    deliveryAddress: 'Pristatymo adresas',
    pickupStore: 'Atsiėmimo vieta',
    byCar: 'Užsakymą atnešime prie jūsų automobilio: atvykę praneškite darbuotojams, kad esate vietoje.',
    table: (number) => `Staliukas ${number}`,
    costs: {
      packagingFee: 'Pakavimo mokestis',
      freeProducts: 'Nemokami produktai',
      deliveryFee: 'Pristatymo mokestis',
      voucher: (code) => `Kuponas ${code}`,
      points: 'Premijos taškai',
      groupExtra: 'Grupės priedas',
    },
    total: 'Iš viso',
    follow: 'Sekite savo užsakymą',
  },
  ro: {
    subject: (store) => `Comanda ta la ${store}`,
    thanks: (name) => `Îți mulțumim, ${name}.`,
    deliveryNow: (minutes) => `Comanda ta va fi livrată în aproximativ ${minutesIn('ro', minutes)}.`,
    pickupNow: (minutes) => `Comanda ta va fi gata de ridicare în aproximativ ${minutesIn('ro', minutes)}.`,
    deliverySoon: 'Comanda ta va fi livrată cât mai curând.',
    pickupSoon: 'Comanda ta va fi gata de ridicare cât mai curând.',
    deliveryLater: (day, time) => `Comanda ta va fi livrată ${day}, la ora ${time}.`,
    pickupLater: (day, time) => `Comanda ta va fi gata de ridicare ${day}, la ora ${time}.`,
    sentToWaiter: 'Comanda ta a fost trimisă ospătarului.',
    deliveryAddress: 'Adresa de livrare',
    pickupStore: 'Ridicare de la',
    byCar: 'Îți aducem comanda la mașină: când ajungi, anunță personalul că ești aici.',
    table: (number) => `Masa ${number}`,
    costs: {
      packagingFee: 'Taxă de ambalare',
      freeProducts: 'Produse gratuite',
      deliveryFee: 'Taxă de livrare',
      voucher: (code) => `Voucher ${code}`,
      points: 'Puncte bonus',
      groupExtra: 'Supliment de grup',
    },
    total: 'Total',
    follow: 'Urmărește comanda',
  },
};
