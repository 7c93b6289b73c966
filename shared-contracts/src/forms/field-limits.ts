import { EMAIL_MAX_LENGTH } from './email';
import { MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from './person-fields';

/**
 * The longest text the API's request schemas take in the fields a customer types. The schemas and
 * the forms' maxLength both read them here, so a form never lets through what the API would refuse
 * with a developer's sentence instead of words in the customer's language.
 */

/** Spec §5 guest details of POST public/orders. */
export const ORDER_CONTACT_LIMITS = { name: MAX_NAME_LENGTH, email: EMAIL_MAX_LENGTH, phone: MAX_PHONE_LENGTH } as const;

/**
 * A delivery address as an account keeps it (POST public/account/delivery-addresses). The checkout
 * uses the same: a signed-in customer's order address is saved to the account afterwards.
 */
export const DELIVERY_ADDRESS_LIMITS = { address: 300, address_line2: 200, name: 100, instructions: 500 } as const;

/** A voucher code (POST public/vouchers/check and the order's voucher_code). */
export const VOUCHER_CODE_MAX_LENGTH = 60;

/** Register, profile and sign-in fields (public/auth/*, public/account). */
export const ACCOUNT_LIMITS = { name: MAX_NAME_LENGTH, email: EMAIL_MAX_LENGTH, referral_code: 20 } as const;

/**
 * A group order participant's name (public/group-orders start and join): an account's, since the
 * organiser's name comes from their account and must fit as it is.
 */
export const PARTICIPANT_NAME_MAX_LENGTH = ACCOUNT_LIMITS.name;

/** Every password field: longer ones are refused (argon2 hashing cost). */
export const MAX_PASSWORD_LENGTH = 128;

/** The only rule that blocks a new password, in the browser and the API (strength only informs). */
export const MIN_PASSWORD_LENGTH = 8;
