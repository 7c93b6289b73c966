import { createHash, randomBytes } from 'node:crypto';

/** A new cart token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the carts table keeps instead of the token (opaque tokens are stored hashed). */
export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
