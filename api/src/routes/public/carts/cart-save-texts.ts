import type { Translated } from 'shared-contracts/types/language';

/**
 * Refusals of POST public/carts that the customer's own cart causes, in the request's language as
 * the route's other refusals (a voucher the brand does not take); a body that is no cart at all is
 * a client's mistake, said in English.
 */
export const CART_SAVE_TEXTS = {
  too_large: {
    en: 'Your cart is too large to save. Please remove some products.',
    es: 'Tu carrito es demasiado grande para guardarlo. Quita algunos productos.',
    lt: 'Jūsų krepšelis per didelis, kad būtų išsaugotas. Pašalinkite dalį produktų.',
    ro: 'Coșul tău este prea mare pentru a fi salvat. Te rugăm să elimini câteva produse.',
  },
} satisfies Record<string, Translated>;
