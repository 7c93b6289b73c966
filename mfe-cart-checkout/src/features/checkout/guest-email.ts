import { atom } from 'nanostores';

/**
 * The guest's e-mail for the order confirmation. The spec's cart has no e-mail field, so it is
 * kept for the visit (not saved with the cart on the server) and typed again on another device.
 */
export const $guestEmail = atom('');
