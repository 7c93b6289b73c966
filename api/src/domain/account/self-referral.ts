import { normaliseEmail, normalisePhone } from './account-rules';
import { isSamePhoneNumber } from './sms-recipient';

/** What a referral compares of the friend and of the referrer. */
export interface ReferralParty {
  email: string | null;
  phone: string | null;
}

/**
 * Spec §9 referral points are for a friend's first order, not for the referrer's own second
 * account: the two are one customer when they share a phone number (compared as the account's
 * screen compares a changed one: as the SMS would go to it, in the brand's country) or a mailbox
 * (an address with a +tag reaches the mailbox without it).
 */
export function isSelfReferral(friend: ReferralParty, referrer: ReferralParty, brandCountry: string): boolean {
  const phone = normalisePhone(friend.phone ?? '');
  const referrerPhone = normalisePhone(referrer.phone ?? '');
  if (phone !== '' && referrerPhone !== '' && isSamePhoneNumber(phone, referrerPhone, brandCountry)) return true;
  return friend.email !== null && referrer.email !== null && mailbox(friend.email) === mailbox(referrer.email);
}

/** The address without the +tag of its local part: "ana+2@example.com" is "ana@example.com". */
function mailbox(email: string): string {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf('@');
  return at < 0 ? address : address.slice(0, at).replace(/\+.*$/, '') + address.slice(at);
}
