import type { PaymentMethod } from 'shared-contracts/types/cart';
import type { Translated } from 'shared-contracts/types/language';

/**
 * Refusals of how an order is served and paid: the delivery type, the pickup type, the payment
 * method. One sentence per service, so no language has to fit a service's name into its grammar.
 * A method is named as the checkout's picker names it (PAYMENT_METHOD_NAMES), quoted, never by its
 * code ("pos"); a method the store does not take says so, as choosing another store is the remedy.
 */
export const SERVICE_TEXTS = {
  no_delivery: {
    en: '{store} does not offer delivery.',
    es: '{store} no ofrece entrega a domicilio.',
    lt: '{store} nesiūlo pristatymo.',
    ro: '{store} nu oferă livrare.',
  },
  no_pickup: {
    en: '{store} does not offer pickup.',
    es: '{store} no ofrece recogida.',
    lt: '{store} nesiūlo atsiėmimo.',
    ro: '{store} nu oferă ridicare.',
  },
  pickup_type: {
    en: 'Choose how you pick up: by car or at the counter.',
    es: 'Elige cómo recogerás tu pedido: en coche o en el mostrador.',
    lt: 'Pasirinkite, kaip atsiimsite užsakymą: automobiliu ar prie prekystalio.',
    ro: 'Alege cum ridici comanda: cu mașina sau la tejghea.',
  },
  method_delivery: {
    en: 'Payment method "{method}" is not offered for delivery.',
    es: 'El método de pago "{method}" no se ofrece para la entrega a domicilio.',
    lt: 'Mokėjimo būdas „{method}“ pristatymui nesiūlomas.',
    ro: 'Metoda de plată „{method}” nu este disponibilă pentru livrare.',
  },
  method_pickup: {
    en: 'Payment method "{method}" is not offered for pickup.',
    es: 'El método de pago "{method}" no se ofrece para la recogida.',
    lt: 'Mokėjimo būdas „{method}“ atsiėmimui nesiūlomas.',
    ro: 'Metoda de plată „{method}” nu este disponibilă pentru ridicare.',
  },
  method_table: {
    en: 'Payment method "{method}" is not offered for table.',
    es: 'El método de pago "{method}" no se ofrece para los pedidos en la mesa.',
    lt: 'Mokėjimo būdas „{method}“ užsakymams prie staliuko nesiūlomas.',
    ro: 'Metoda de plată „{method}” nu este disponibilă pentru comenzile la masă.',
  },
  // The method goes with the service and the shop takes it, but not this store (spec §1).
  method_store: {
    en: '{store} does not accept "{method}". Please choose another way to pay.',
    es: '{store} no acepta "{method}". Elige otra forma de pago.',
    lt: '{store} nepriima mokėjimo būdo „{method}“. Pasirinkite kitą mokėjimo būdą.',
    ro: '{store} nu acceptă metoda de plată „{method}”. Te rugăm să alegi altă metodă de plată.',
  },
  // The shop takes it nowhere now (cards turned off, no provider for the currency).
  method_shop: {
    en: '"{method}" is not available at the moment. Please choose another way to pay.',
    es: '"{method}" no está disponible en este momento. Elige otra forma de pago.',
    lt: 'Mokėjimo būdas „{method}“ šiuo metu negalimas. Pasirinkite kitą mokėjimo būdą.',
    ro: 'Metoda de plată „{method}” nu este disponibilă momentan. Te rugăm să alegi altă metodă de plată.',
  },
} satisfies Record<string, Translated>;

/** The payment methods in the words of the checkout's picker (mfe-payments picker.*). */
export const PAYMENT_METHOD_NAMES = {
  cash: { en: 'Cash to the courier', es: 'Efectivo al repartidor', lt: 'Grynaisiais kurjeriui', ro: 'Numerar la curier' },
  'cash-pickup': { en: 'Cash at the counter', es: 'Efectivo en el mostrador', lt: 'Grynaisiais prie prekystalio', ro: 'Numerar la ghișeu' },
  pos: { en: 'Card to the courier', es: 'Tarjeta al repartidor', lt: 'Kortele kurjeriui', ro: 'Card la curier' },
  'pos-pickup': { en: 'Card at the counter', es: 'Tarjeta en el mostrador', lt: 'Kortele prie prekystalio', ro: 'Card la ghișeu' },
  card: { en: 'Card online', es: 'Tarjeta en línea', lt: 'Kortele internetu', ro: 'Card online' },
  paypal: { en: 'PayPal', es: 'PayPal', lt: 'PayPal', ro: 'PayPal' },
} satisfies Record<Exclude<PaymentMethod, 'by_organizer'>, Translated>;

/** At a table the waiter takes the counter's methods, and the picker names them so. */
export const TABLE_PAYMENT_METHOD_NAMES = {
  'cash-pickup': { en: 'Cash to the waiter', es: 'Efectivo al camarero', lt: 'Grynaisiais padavėjui', ro: 'Numerar la ospătar' },
  'pos-pickup': { en: 'Card to the waiter', es: 'Tarjeta al camarero', lt: 'Kortele padavėjui', ro: 'Card la ospătar' },
} satisfies Partial<Record<PaymentMethod, Translated>>;
