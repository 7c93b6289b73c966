import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A bearer token or a password-reset link id: 32 random bytes, base64url. Only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the tables keep instead of a token, link id or phone code. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Spec §9: the phone code has 4 digits (leading zeros included). */
export function newPhoneCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** A short code friends type or share in a link: 8 characters without look-alikes (0/O, 1/I). */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}
