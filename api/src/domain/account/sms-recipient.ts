import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { normalisePhone } from './account-rules';

/**
 * The number an SMS gateway is asked to text, in international form ("+40721234567"). Customers
 * type their number as they say it, "0721 234 567", and registration asks no country: a number
 * without one is read as the brand's country's (its settings' country_code). A number the rules
 * cannot read is sent as typed, for the gateway to refuse and the outbox to record.
 */
export function smsRecipient(phone: string, brandCountry: string): string {
  const parsed = parsePhoneNumberFromString(phone, brandCountry.toUpperCase() as CountryCode);
  return parsed?.isPossible() ? parsed.number : phone;
}

/**
 * Whether two spellings are one number: the same SMS reaches both ("0722 111 222" is
 * "+40722111222" in Romania). A number saved written another way is no new number, so a code sent
 * to one spelling validates the other, and a referrer is known whichever way they wrote it.
 */
export function isSamePhoneNumber(phone: string, other: string, brandCountry: string): boolean {
  return smsRecipient(normalisePhone(phone), brandCountry) === smsRecipient(normalisePhone(other), brandCountry);
}
