/**
 * Countries named by Intl.DisplayNames in `language` (English where it has no name), sorted as that
 * language sorts them: what scripts/write-country-names.mjs writes and phone-countries.test.ts
 * checks the written files against. Never imported by a screen: it is the costly way.
 * @param {readonly string[]} codes
 * @param {string} language
 * @returns {[string, string][]}
 */
export function countryNamesByIntl(codes, language) {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  return codes
    .map((code) => [code, names.of(code) ?? code])
    .sort(([, a], [, b]) => a.localeCompare(b, language));
}
