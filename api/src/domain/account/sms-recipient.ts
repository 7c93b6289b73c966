import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

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
