import type { Static } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { isPhoneCodeUsable } from '../../../domain/account/phone-code-usable';
import type { UserRow } from '../../../repositories/users-repository';
import { resendWaitSeconds } from '../auth/send-phone-code';
import type { PhoneCodeStateSchema } from './account-schemas';

/**
 * Whether a code for the account's current number waits to be entered, and when another may be
 * sent: the validate-phone screen says "we sent a code" only when one really went out.
 */
export async function phoneCodeState(app: App, user: UserRow): Promise<Static<typeof PhoneCodeStateSchema>> {
  if (user.phone_validated_at !== null || !user.phone) return { sent: false, resend_after_seconds: 0 };
  const sent = await app.repositories.phoneCodes.find(user.id);
  // The brand's country is read only when there is a code to compare (every account screen asks this).
  const usable = sent !== undefined && isPhoneCodeUsable(sent, user.phone, (await app.repositories.website.website()).country_code, app.now());
  return { sent: usable, resend_after_seconds: await resendWaitSeconds(app, user.id) };
}
