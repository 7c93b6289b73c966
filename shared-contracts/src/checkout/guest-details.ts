import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { isValidEmail } from '../forms/email';
import { fullNameProblem, phoneProblem } from '../forms/person-fields';

export interface GuestDetails {
  name: string;
  email: string;
  phone: string;
  /** ISO 3166 country of the phone number, e.g. RO; a number written with + needs none. */
  phone_country: string;
}

/** Which rule a field breaks; screens and the API each word it in their own language. */
export type GuestDetailsError = 'name_required' | 'email_invalid' | 'phone_invalid' | 'phone_country';

/**
 * Spec §5: a full name by the rule every form shares (a letter in it: "😀😀" is no name to call
 * out at the counter), a valid e-mail address, a phone number by the rule every form shares (6 to
 * 15 digits: `phone_invalid`, said in the same words) and then valid for its country (`phone_country`).
 */
export function guestDetailsErrors(details: GuestDetails): Partial<Record<keyof GuestDetails, GuestDetailsError>> {
  const errors: Partial<Record<keyof GuestDetails, GuestDetailsError>> = {};
  if (fullNameProblem(details.name)) errors.name = 'name_required';
  if (!isValidEmail(details.email)) errors.email = 'email_invalid';
  if (phoneProblem(details.phone)) errors.phone = 'phone_invalid';
  else if (!isValidPhone(details.phone, details.phone_country)) errors.phone = 'phone_country';
  return errors;
}

function isValidPhone(phone: string, country: string): boolean {
  const text = phone.trim();
  if (text === '') return false;
  try {
    return isValidPhoneNumber(text, (country.toUpperCase() || undefined) as CountryCode | undefined);
  } catch {
    return false;
  }
}
