/**
 * Per-address limits on the routes that guess passwords, create accounts or send messages
 * (issue 6 "Security"); each route opts in with `config: { rateLimit }`.
 */
export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
/**
 * Wrong passwords for one e-mail address, known or not, from one caller (an IPv4 address or an IPv6
 * /64): past these that caller is refused for it until the window ends, the right password too
 * (password-guesses).
 */
export const LOGIN_PER_CALLER_AND_EMAIL_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' };
/**
 * The same from all callers together (a botnet): past these every caller is refused until the
 * window ends, except one that signed in to the account in the last 30 days and is not refused on
 * its own count (password-guesses).
 */
export const LOGIN_PER_EMAIL_RATE_LIMIT = { max: 100, timeWindow: '15 minutes' };
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
/** The e-mailed links that finish a registration or an e-mail change. */
export const CONFIRM_LINK_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
export const PASSWORD_RESET_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };
/** Reset links e-mailed to one address from any number of callers, known or not: a few, so nobody floods a customer's inbox. */
export const PASSWORD_RESET_PER_EMAIL_RATE_LIMIT = { max: 3, timeWindow: '1 hour' };
/**
 * Registration e-mails (its link, or "the account exists") to one address from one caller's
 * address: a few, as reset links. Counted per caller, so a stranger's few do not use up its owner's.
 */
export const REGISTER_PER_CALLER_AND_EMAIL_RATE_LIMIT = { max: 3, timeWindow: '1 hour' };
/** The same from all callers together: more, so a flood from many callers is still capped. */
export const REGISTER_PER_EMAIL_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };
/** E-mail change e-mails (its link, or "nothing changed") to one address from one account, for the same reasons. */
export const EMAIL_CHANGE_PER_ACCOUNT_AND_EMAIL_RATE_LIMIT = { max: 3, timeWindow: '1 hour' };
/** The same from all accounts together. */
export const EMAIL_CHANGE_PER_EMAIL_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };
export const PHONE_CODE_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
/** A signed-in customer's changes to their account (profile, e-mail change link, addresses, cards, reorder). */
export const ACCOUNT_CHANGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
