import { getCountries } from 'libphonenumber-js';
import { SUPPORTED_LANGUAGES } from '../types/language';
import { countryNamesByIntl } from './country-names-by-intl.mjs';
import { callingCode, loadPhoneCountries } from './phone-countries';

describe('the phone countries', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: the written names and their order are what Intl says (else run node scripts/write-country-names.mjs)', async (language) => {
    const written: [string, string][] = (await import(`./country-names/${language}.json`)).default;
    expect(written).toEqual(countryNamesByIntl(getCountries(), language));
  });

  it('labels each country with its name and calling code, in the language asked for', async () => {
    const romanian = await loadPhoneCountries('ro');
    expect(romanian.find((country) => country.code === 'RO')?.label).toBe('România (+40)');
    const english = await loadPhoneCountries('en');
    expect(english.find((country) => country.code === 'LT')?.label).toBe('Lithuania (+370)');
    expect(english).toHaveLength(getCountries().length);
  });

  it('writes a calling code', () => {
    expect(callingCode('RO')).toBe('+40');
    expect(callingCode('US')).toBe('+1');
  });
});
