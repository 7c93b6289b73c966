import { visitText } from './visit-text';

/**
 * The guest's e-mail for the order confirmation. The spec's cart has no e-mail field, so it is kept
 * for the visit (a reload keeps it) and typed again on another device or in a new visit.
 */
export const $guestEmail = visitText('cart_checkout:guest-email');
