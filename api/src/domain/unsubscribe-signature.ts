import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature of a newsletter unsubscribe link: only the shop can make one for an address. */
export function unsubscribeSignature(email: string, secret: string): string {
  return createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex');
}

export function isUnsubscribeSignature(email: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(email, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
