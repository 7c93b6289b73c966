import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { Language } from 'shared-contracts/types/language';

export interface PhoneCountry {
  code: string;
  label: string;
}

/**
 * Every country a phone number can belong to, named in the shop's language and in its alphabetical
 * order: "Romania (+40)". The names are written files (scripts/write-country-names.mjs, checked
 * against Intl by the test), one chunk per language, not Intl.DisplayNames: its first use in a page
 * loads ICU's data, 50–140 ms of a phone's main thread in the checkout's first render (issue #11).
 */
export async function loadPhoneCountries(language: Language): Promise<PhoneCountry[]> {
  const names: [string, string][] = (await import(`./country-names/${language}.json`)).default;
  return names.map(([code, name]) => ({ code, label: `${name} (${callingCode(code)})` }));
}

/** "+40": what the phone country's select shows until the names are in. */
export function callingCode(code: string): string {
  return `+${getCountryCallingCode(code as CountryCode)}`;
}
