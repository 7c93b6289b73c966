import type { PaymentStatus } from 'shared-contracts/payments/payment-status';

/**
 * The built-in sandbox provider's test card numbers: each makes one outcome happen, so every
 * state of spec §4 can be shown and tested without the internet. Any expiry date in the future and
 * any 3 digits as CVC. The numbers are Stripe's test numbers for the same outcomes.
 */
export const SANDBOX_TEST_CARDS: readonly { number: string; outcome: Exclude<PaymentStatus, 'awaiting_payment'> }[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded' },
  { number: '4000 0000 0000 0002', outcome: 'requires_payment_method' },
  { number: '4000 0000 0000 0077', outcome: 'processing' },
  { number: '4000 0000 0000 0119', outcome: 'error_checking' },
];

export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes; catches a mistyped digit before any provider is asked. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOf(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY not in the past (a card is valid through the end of its month). */
export function isCurrentExpiry(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
