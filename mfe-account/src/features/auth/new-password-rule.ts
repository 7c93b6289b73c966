import type { TFunction } from 'i18next';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { problem, type FormProblem } from './form-problem';

/**
 * A password's length as the API's schema counts it (Ajv counts code points): an emoji is one
 * character, where a string's length counts its two UTF-16 units.
 */
function passwordLength(password: string): number {
  return [...password].length;
}

/** Shorter than the API takes: refused by the forms, and weak on the strength meter whatever it mixes. */
export function isTooShortPassword(password: string): boolean {
  return passwordLength(password) < MIN_PASSWORD_LENGTH;
}

/**
 * Spec §5 for a password being chosen, named as its field is: a new one (a reset, a change in the
 * account; beside an old password "your password" would name the wrong field) or the password of
 * a new account. None typed asks for one; too short or too long says so in a sentence, as every
 * field error does. The field's maxLength stops typing at as many UTF-16 units; a filled-in value
 * can pass it, and the API would refuse it in a developer's words.
 */
export function newPasswordProblem(password: string, field: 'new_password' | 'password' = 'new_password'): FormProblem | null {
  if (password === '') return problem(`errors.${field}_required`);
  if (isTooShortPassword(password)) return problem(`errors.${field}_short`, { count: MIN_PASSWORD_LENGTH });
  return passwordLength(password) > MAX_PASSWORD_LENGTH ? problem(`errors.${field}_long`, { count: MAX_PASSWORD_LENGTH }) : null;
}

/** The length rule said up front, under the field; it stays when the error comes (a hint, the error the sentence). */
export function newPasswordHint(t: TFunction): string {
  return t('password.length_hint', { count: MIN_PASSWORD_LENGTH });
}
