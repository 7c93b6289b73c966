import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { problem, type FormProblem } from './form-problem';

/**
 * Spec §5 for a password being chosen, named as its field is: a new one (a reset, a change in the
 * account; beside an old password "your password" would name the wrong field) or the password of
 * a new account. None typed asks for one; too short says so in a sentence, as every field error does.
 */
export function newPasswordProblem(password: string, field: 'new_password' | 'password' = 'new_password'): FormProblem | null {
  if (password === '') return problem(`errors.${field}_required`);
  return password.length < MIN_PASSWORD_LENGTH ? problem(`errors.${field}_short`, { count: MIN_PASSWORD_LENGTH }) : null;
}

/** The length rule said up front, under the field; it stays when the error comes (a hint, the error the sentence). */
export function newPasswordHint(t: TFunction): string {
  return t('password.length_hint', { count: MIN_PASSWORD_LENGTH });
}
