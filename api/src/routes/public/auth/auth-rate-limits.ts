/**
 * Per-address limits on the routes that guess passwords, create accounts or send messages
 * (issue 6 "Security"); each route opts in with `config: { rateLimit }`.
 */
export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
export const PASSWORD_RESET_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };
export const PHONE_CODE_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };
