import { createHmac } from 'node:crypto';
import { normalisePhone } from './account-rules';
import { smsRecipient } from './sms-recipient';

/**
 * What the shop keeps of a friend's phone number that earned their referrer the referral points,
 * so that one number earns a referral once, whatever mailbox each account was made with. The
 * number is read as the SMS that validated it went ("0722 111 222" is "+40722111222" in the
 * brand's country). A keyed hash, for the reasons rewardedAddressKey gives; its own prefix keeps
 * it apart from the other keys made with the same secret.
 */
export function referredPhoneKey(phone: string, brandCountry: string, secret: string): string {
  return createHmac('sha256', secret).update(`referred-phone:${smsRecipient(normalisePhone(phone), brandCountry)}`).digest('hex');
}
