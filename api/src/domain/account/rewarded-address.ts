import { createHmac } from 'node:crypto';
import { normaliseEmail } from './account-rules';

/**
 * What the shop keeps of an address that received a one-time reward (the welcome voucher; a
 * referrer's points for it), so that deleting the account and registering the address again does
 * not give it twice. The address is normalised as registration compares addresses (case,
 * surrounding spaces). The prefix stays "welcome-voucher": the keys already kept were made with it.
 *
 * A keyed hash (HMAC-SHA256 with the server's signing secret), not a plain sha256: with a plain
 * hash, anyone holding the table and a list of addresses could tell which were customers, so it
 * would still be the person's data after deletion; without the secret the key tells nothing. The
 * prefix keeps it apart from the same address's unsubscribe signature, made with the same secret.
 * A new SIGNING_SECRET forgets these keys: at worst an address receives its welcome voucher again.
 */
export function rewardedAddressKey(email: string, secret: string): string {
  return createHmac('sha256', secret).update(`welcome-voucher:${normaliseEmail(email)}`).digest('hex');
}
