import { PHONE_CODE_MAX_ATTEMPTS } from './account-rules';
import { isSamePhoneNumber } from './sms-recipient';

/** A sent SMS code, as far as validating with it goes. */
export interface SentPhoneCode {
  phone: string;
  expires_at: Date | string;
  failed_attempts: number;
}

/**
 * Spec §5: a code validates only the number it was sent to, until it expires or wrong tries spend
 * it. Why it cannot be used, in the words the customer is told (each asks for a new code, for a
 * different reason: "expired" after five wrong tries sent people looking at the clock).
 * `brandCountry` reads a number written without its country, as the SMS went.
 */
export function phoneCodeRefusal(
  sent: SentPhoneCode | undefined,
  phone: string,
  brandCountry: string,
  now: Date,
): 'phone_code_none' | 'phone_code_used_up' | 'phone_code_expired' | null {
  // A code sent to the number before it was changed never validates the new one; the same number
  // saved written another way is no change (the account's details keep it validated too).
  if (sent === undefined || !isSamePhoneNumber(sent.phone, phone, brandCountry)) return 'phone_code_none';
  if (sent.failed_attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'phone_code_used_up';
  if (new Date(sent.expires_at) <= now) return 'phone_code_expired';
  return null;
}

export function isPhoneCodeUsable(sent: SentPhoneCode | undefined, phone: string, brandCountry: string, now: Date): sent is SentPhoneCode {
  return phoneCodeRefusal(sent, phone, brandCountry, now) === null;
}
