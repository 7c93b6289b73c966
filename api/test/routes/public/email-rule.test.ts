import { guestDetailsErrors } from 'shared-contracts/checkout/guest-details';
import { EMAIL_MAX_LENGTH, isValidEmail } from 'shared-contracts/forms/email';
import { emailProblem } from 'shared-contracts/forms/person-fields';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Spec §5 "Email must be valid": the forms' one e-mail rule and the API's request schemas
 * (`format: 'email'` of public/auth/* and public/account) must answer the same for every address,
 * or a form lets through what the API refuses with a developer's English sentence.
 */
const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

const ADDRESSES: [address: string, valid: boolean][] = [
  ['ana@example.com', true],
  ['ANA.POP@EXAMPLE.COM', true],
  ['ana+orders@example.com', true],
  ['ana@mail.eu.example.com', true],
  ["o'brien@example.ie", true],
  ['ana_pop-1@my-shop.example.co.uk', true],
  ['ana@xn--exmple-cua.com', true],
  ['a@b.c', true],
  ['  ana@example.com  ', true],
  [longest, true],
  [`a${longest}`, false],
  ['ana@example.com.', false],
  ['ana@exämple.com', false],
  ['anä@example.com', false],
  ['ana@example', false],
  ['ana example@example.com', false],
  ['ana@example .com', false],
  ['ana@@example.com', false],
  ['ana@-example.com', false],
  ['ana@example-.com', false],
  ['ana@example..com', false],
  ['.ana@example.com', false],
  ['ana.@example.com', false],
  ['ana..pop@example.com', false],
  ['"ana pop"@example.com', false],
  ['ana@[192.168.0.1]', false],
  ['@example.com', false],
  ['ana@', false],
  ['', false],
];

describe('one e-mail rule for the forms and the API', () => {
  let subject: TestApp;
  beforeAll(async () => {
    // Rate limits are tested on their own; here one client sends the whole table.
    subject = await buildTestApp({ rateLimitAllowList: ['127.0.0.1'] });
  });
  afterAll(() => subject.close());

  it('holds the 254-character boundary', () => {
    expect([longest.length, EMAIL_MAX_LENGTH]).toEqual([254, 254]);
  });

  const rows = ADDRESSES.map(([address, valid]) => ({ address, valid, shown: address.length > 60 ? `${address.length} characters` : JSON.stringify(address) }));
  it.each(rows)('$shown: valid $valid for every form and for POST public/auth/register', async ({ address, valid }) => {
    // The three places the browser checks an e-mail address.
    expect(isValidEmail(address)).toBe(valid);
    expect(emailProblem(address)).toBe(valid ? null : 'email');
    expect(guestDetailsErrors({ name: 'Ana Pop', email: address, phone: '+40712345678', phone_country: 'RO' }).email).toBe(
      valid ? undefined : 'email_invalid',
    );
    // The API, sent what the form sends (every form trims the address).
    const response = await subject.app.inject({
      method: 'POST',
      url: '/public/auth/register',
      payload: { name: 'Ana Pop', email: address.trim(), phone: '+40712345678', password: 'long enough pw' },
    });
    expect({ status: response.statusCode, message: response.json().message }).toEqual(
      valid ? { status: 200, message: undefined } : { status: 400, message: expect.stringMatching(/"email"/) },
    );
  });
});
