import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE_RULE_TEXT } from '../../src/domain/phone-rule-text';

const root = path.join(__dirname, '..', '..', '..');
const catalogue = (pkg: string, language: string) => JSON.parse(readFileSync(path.join(root, pkg, 'src', 'i18n', `${language}.json`), 'utf8'));

describe("the phone rule's sentence", () => {
  // The account, the forms and the checkout check a number in the browser and again here: the customer reads one sentence either way.
  it.each(['en', 'es', 'lt'] as const)('is the one the account, the forms and the checkout show in the browser (%s)', (language) => {
    expect(catalogue('mfe-account', language).errors.phone_invalid).toBe(PHONE_RULE_TEXT[language]);
    expect(catalogue('mfe-reservations-events-jobs', language)['problem.phone']).toBe(PHONE_RULE_TEXT[language]);
    expect(catalogue('mfe-cart-checkout', language).checkout.errors.phone_invalid).toBe(PHONE_RULE_TEXT[language]);
  });
});
