import { visitText } from '../checkout/visit-text';

/** A voucher code typed but not applied yet: a reload of the checkout keeps it in its field. */
export const $typedVoucherCode = visitText('cart_checkout:voucher-code');
