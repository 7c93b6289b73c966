import { api } from 'shared-contracts/api/client';

/** Spec §5: sends a new 4-digit code (refused with 429 during the cool-down). */
export async function resendPhoneCode(): Promise<{ resend_after_seconds: number }> {
  return api().post('public/auth/phone-code').json();
}

export async function validatePhoneNumber(code: string): Promise<void> {
  await api().post('public/auth/validate-phone-number', { json: { code } });
}
