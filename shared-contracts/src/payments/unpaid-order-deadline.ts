/**
 * How long an order paid online may wait for its payment. Past it, the order is cancelled (the API
 * calls it abandoned): its payment is cancelled at the provider first, then the bonus points and
 * account voucher it took are given back and its kitchen slot is freed. Without a deadline an
 * order left unpaid kept the customer's points for ever, and could be paid days later for "now".
 * The payment screen says it before the customer pays; the API applies it.
 */
export const UNPAID_ORDER_DEADLINE_MINUTES = 30;
