#!/usr/bin/env node
/**
 * Writes shared-contracts/src/checkout/country-names/<language>.json: every country a phone number
 * can belong to (libphonenumber-js), named in each interface language by this Node's Intl and in
 * that language's alphabetical order. The checkout reads these files instead of building
 * Intl.DisplayNames in the browser, whose first use loads ICU's data on the way to the page's first
 * screen (issue #11). shared-contracts/src/checkout/phone-countries.test.ts fails when they differ
 * from what Intl says; run this script again then.
 *   node scripts/write-country-names.mjs
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCountries } from 'libphonenumber-js';
import { countryNamesByIntl } from '../shared-contracts/src/checkout/country-names-by-intl.mjs';

const LANGUAGES = ['en', 'es', 'lt', 'ro'];
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shared-contracts/src/checkout/country-names');

for (const language of LANGUAGES) {
  const names = countryNamesByIntl(getCountries(), language);
  await writeFile(path.join(folder, `${language}.json`), `${JSON.stringify(names, null, 0).replace(/\],\[/g, '],\n[')}\n`);
  console.log(`${language}.json: ${names.length} countries`);
}
