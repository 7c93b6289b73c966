import { PHONE_CODE_MAX_ATTEMPTS } from './account-rules';

/** A sent SMS code, as far as validating with it goes. */
export interface SentPhoneCode {
  phone: string;
  expires_at: Date | string;
  failed_attempts: number;
}

/** Spec §5: a code validates only the number it was sent to, until it expires or wrong tries spend it. */
export function isPhoneCodeUsable(sent: SentPhoneCode | undefined, phone: string, now: Date): sent is SentPhoneCode {
  return sent !== undefined && sent.phone === phone && new Date(sent.expires_at) > now && sent.failed_attempts < PHONE_CODE_MAX_ATTEMPTS;
}
