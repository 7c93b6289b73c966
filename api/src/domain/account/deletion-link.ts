import { createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from './account-rules';

/*
 * The link that confirms deleting an account without a password (made with Google): e-mailed to the
 * account's address, it proves the mailbox, as the password proves the person for other accounts.
 * Its id is `{expiry in epoch seconds}.{signature}`, signed with the app's secret over the account
 * and its address, so nothing is stored: it works only for that account while it has that address,
 * until it expires, and once, since the deletion it confirms erases the address it is signed over.
 */

type LinkedAccount = { id: number; email: string };

function signature(secret: string, account: LinkedAccount, expires: number): Buffer {
  return createHmac('sha256', secret).update(`account-deletion:${account.id}:${normaliseEmail(account.email)}:${expires}`).digest();
}

/** A new link id for the account, working until `expiresAt`. */
export function deletionLinkId(secret: string, account: LinkedAccount, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${signature(secret, account, expires).toString('base64url')}`;
}

/** Whether `id` is a link made for this account at its current address, not yet expired at `now`. */
export function deletionLinkProves(secret: string, account: { id: number; email: string | null }, id: string, now: Date): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(id);
  if (!match || account.email === null) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(match[2]!, 'base64url'), signature(secret, { id: account.id, email: account.email }, expires));
}
