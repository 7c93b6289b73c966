import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FAILURE_CODES } from '../../../src/domain/payments/failure-codes';

const root = path.join(__dirname, '..', '..', '..', '..');
const failureTexts = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'mfe-payments', 'src', 'i18n', `${language}.json`), 'utf8')).failure;

// The payments screen words a failed payment's code in the customer's language: every code the API gives has its text there.
it.each(['en', 'es', 'lt', 'ro'])('every failure code has its reason in the payments screen\'s texts (%s)', (language) => {
  const texts = failureTexts(language);
  expect(FAILURE_CODES.filter((code) => !texts[code]?.trim())).toEqual([]);
});
