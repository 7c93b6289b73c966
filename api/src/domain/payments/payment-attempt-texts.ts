import type { Translated } from 'shared-contracts/types/language';

/**
 * Refusals of an attempt to pay a started payment, in the language of the request: a provider's
 * form the order is not paid through, a provider that did not answer a charge (whose outcome is
 * then unknown, hence "wait"), and the sandbox card's fields.
 */
export const PAYMENT_ATTEMPT_TEXTS = {
  not_braintree: {
    en: 'This order is not paid through Braintree.',
    es: 'Este pedido no se paga a través de Braintree.',
    lt: 'Šis užsakymas apmokamas ne per šį mokėjimų teikėją: Braintree.',
    ro: 'Această comandă nu se plătește prin Braintree.',
  },
  not_paypal: {
    en: 'This order is not paid with PayPal.',
    es: 'Este pedido no se paga con PayPal.',
    lt: 'Šis užsakymas apmokamas ne šiuo būdu: PayPal.',
    ro: 'Această comandă nu se plătește cu PayPal.',
  },
  not_sandbox: {
    en: 'This order is paid through another provider, not the sandbox card form.',
    es: 'Este pedido se paga a través de otro proveedor, no con el formulario de tarjeta del sandbox.',
    lt: 'Šis užsakymas apmokamas per kitą mokėjimų teikėją, ne bandomųjų kortelių forma.',
    ro: 'Această comandă se plătește prin alt furnizor, nu prin formularul de card sandbox.',
  },
  braintree_unanswered: {
    en: 'Braintree did not answer. Please wait a moment before trying again.',
    es: 'Braintree no ha respondido. Espera un momento antes de volver a intentarlo.',
    lt: 'Braintree neatsakė. Palaukite akimirką prieš bandydami dar kartą.',
    ro: 'Braintree nu a răspuns. Te rugăm să aștepți puțin înainte de a încerca din nou.',
  },
  paypal_unanswered: {
    en: 'PayPal did not answer. Please wait a moment before trying again.',
    es: 'PayPal no ha respondido. Espera un momento antes de volver a intentarlo.',
    lt: 'PayPal neatsakė. Palaukite akimirką prieš bandydami dar kartą.',
    ro: 'PayPal nu a răspuns. Te rugăm să aștepți puțin înainte de a încerca din nou.',
  },
  saved_card_unanswered: {
    en: 'The payment provider did not answer. Please wait a moment before trying again.',
    es: 'El proveedor de pagos no ha respondido. Espera un momento antes de volver a intentarlo.',
    lt: 'Mokėjimų teikėjas neatsakė. Palaukite akimirką prieš bandydami dar kartą.',
    ro: 'Furnizorul de plăți nu a răspuns. Te rugăm să aștepți puțin înainte de a încerca din nou.',
  },
  card_number: {
    en: 'The card number is invalid.',
    es: 'El número de tarjeta no es válido.',
    lt: 'Neteisingas kortelės numeris.',
    ro: 'Numărul cardului nu este valid.',
  },
  card_expiry: {
    en: 'Enter the expiry date as MM/YY, not in the past.',
    es: 'Escribe la caducidad como MM/AA, no en el pasado.',
    lt: 'Įveskite galiojimo datą kaip MM/YY, ne praeityje.',
    ro: 'Introdu data expirării ca LL/AA, nu în trecut.',
  },
  card_cvc: {
    en: 'The security code is 3 or 4 digits.',
    es: 'El código de seguridad tiene 3 o 4 dígitos.',
    lt: 'Saugos kodas turi 3 arba 4 skaitmenis.',
    ro: 'Codul de securitate are 3 sau 4 cifre.',
  },
} satisfies Record<string, Translated>;
