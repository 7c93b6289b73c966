import type { Translated } from 'shared-contracts/types/language';

/**
 * Refusals of how an order is served and paid: the delivery type, the pickup type, the payment
 * method. One sentence per service, so no language has to fit a service's name into its grammar.
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
} satisfies Record<string, Translated>;
