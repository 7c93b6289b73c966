import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { newPasswordProblem } from './new-password-rule';

// The API's PasswordSchema counts characters as Ajv does, by code points: an emoji is one.
describe('newPasswordProblem', () => {
  it('counts an emoji as one character, as the API does', () => {
    expect(newPasswordProblem('😀😀😀😀')).toEqual({ key: 'errors.new_password_short', params: { count: MIN_PASSWORD_LENGTH } });
    expect(newPasswordProblem('😀'.repeat(MIN_PASSWORD_LENGTH), 'password')).toBeNull();
  });

  it('refuses a password longer than the API takes, in code points too', () => {
    expect(newPasswordProblem('😀'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
    expect(newPasswordProblem('😀'.repeat(MAX_PASSWORD_LENGTH + 1))).toEqual({ key: 'errors.new_password_long', params: { count: MAX_PASSWORD_LENGTH } });
    expect(newPasswordProblem('a'.repeat(MAX_PASSWORD_LENGTH + 1), 'password')).toEqual({ key: 'errors.password_long', params: { count: MAX_PASSWORD_LENGTH } });
  });
});
