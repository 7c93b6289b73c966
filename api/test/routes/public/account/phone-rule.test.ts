import { phoneProblem } from 'shared-contracts/forms/person-fields';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, putProfile, registerUser } from '../../../helpers/accounts';

/**
 * An account's phone number is put to the rule the reservation, event, job and contact forms share
 * (shared-contracts' phoneProblem: 6 to 15 digits), so "1-2-3-" is not a phone number here either,
 * and the refusal is on the phone field in the customer's language.
 */
const PHONES = ['1-2-3-', '+40 12', '0721-555 123', '+40 (721) 555 123', '1234567890123456'];

describe('the phone number of an account', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp();
  });
  afterEach(() => subject.close());

  it.each(PHONES)('registration refuses %j exactly when the shared rule does', async (phone) => {
    const payload = { name: 'Ana Pop', email: 'phone.rule@example.com', phone, password: 'long enough pw' };
    const response = await subject.app.inject({ method: 'POST', url: '/public/auth/register', payload, headers: { 'content-language': 'lt' } });
    if (phoneProblem(phone) === null) {
      expect(response.statusCode).toBe(200);
    } else {
      expect([response.statusCode, response.json()]).toEqual([422, expect.objectContaining({ message: expect.stringMatching(/^Įveskite telefono numerį: nuo 6 iki 15/), field: 'phone' })]);
    }
  });

  it.each(PHONES)('the profile refuses %j exactly when the shared rule does, and keeps the number it had', async (phone) => {
    const { app } = subject;
    const user = await registerUser(app);
    const response = await putProfile(app, user.token, { name: 'Ana Pop', email: user.email, phone });
    const kept = (await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json().phone;
    if (phoneProblem(phone) === null) {
      expect([response.statusCode, kept]).toEqual([200, phone.replace(/[\s().-]/g, '')]);
    } else {
      expect([response.statusCode, response.json().field, kept]).toEqual([422, 'phone', user.phone]);
    }
  });
});
