import { fullNameProblem } from 'shared-contracts/forms/person-fields';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, putProfile, registerUser } from '../../../helpers/accounts';

/**
 * Spec §5 "please enter your full name": registration and the profile put a name to the rule every
 * form shares (shared-contracts' fullNameProblem), so what the browser refuses the API refuses too,
 * on the name field. A name of only emoji is refused once that rule wants a letter.
 */
const NAMES = ['A', '😀😀 🍕', '-- ..', 'Ana Maria', 'Jūratė Ąžuolė'];

describe('the full name of an account', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp();
  });
  afterEach(() => subject.close());

  it.each(NAMES)('registration refuses %j exactly when the shared rule does', async (name) => {
    const payload = { name, email: 'name.rule@example.com', phone: '+40712345678', password: 'long enough pw' };
    const response = await subject.app.inject({ method: 'POST', url: '/public/auth/register', payload, headers: { 'content-language': 'es' } });
    if (fullNameProblem(name) === null) {
      expect(response.statusCode).toBe(200);
    } else {
      expect([response.statusCode, response.json()]).toEqual([422, expect.objectContaining({ message: 'Introduce tu nombre completo.', field: 'name' })]);
    }
  });

  it.each(NAMES)('the profile refuses %j exactly when the shared rule does, and keeps the name it had', async (name) => {
    const { app } = subject;
    const user = await registerUser(app, { name: 'Ana Pop' });
    const response = await putProfile(app, user.token, { name, email: user.email, phone: user.phone });
    const kept = (await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json().name;
    if (fullNameProblem(name) === null) {
      expect([response.statusCode, kept]).toEqual([200, name]);
    } else {
      expect([response.statusCode, response.json(), kept]).toEqual([422, expect.objectContaining({ message: 'Please enter your full name.', field: 'name' }), 'Ana Pop']);
    }
  });

  it('still takes a name longer than the other forms allow, up to the account limit', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const name = `Ana ${'Maria '.repeat(17)}Pop`;
    expect(name.length).toBeGreaterThan(100);
    const response = await putProfile(app, user.token, { name, email: user.email, phone: user.phone });
    expect(response.statusCode).toBe(200);
  });
});
