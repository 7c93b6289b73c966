import { api } from 'shared-contracts/api/client';

/** What the validate-phone screen needs of the account answer (GET public/account). */
export interface PhoneCodeState {
  phone: string;
  phone_validated: boolean;
  /** Whether a code for this number waits to be entered, and when another may be sent. */
  phone_code: { sent: boolean; resend_after_seconds: number };
  /** Made with a friend's referral code, no order paid yet: the friend's referral points wait on this phone being validated. */
  referral_pending: boolean;
}

export function getPhoneCodeState(): Promise<PhoneCodeState> {
  return api().get('public/account').json();
}

/** Spec §5: sends a new 4-digit code (refused with 429 during the cool-down). */
export async function resendPhoneCode(): Promise<{ resend_after_seconds: number }> {
  return api().post('public/auth/phone-code').json();
}

export async function validatePhoneNumber(code: string): Promise<void> {
  await api().post('public/auth/validate-phone-number', { json: { code } });
}
