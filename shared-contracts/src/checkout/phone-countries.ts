import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

export interface PhoneCountry {
  code: string;
  label: string;
}

/** Every country a phone number can belong to, named in the shop's language: "Romania (+40)". */
export function phoneCountries(language: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  return getCountries()
    .map((code: CountryCode) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
