import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { problem, type FormProblem } from './form-problem';

const TOO_SHORT = 'errors.password_short';

/**
 * Spec §5 for a password being chosen: none typed asks for one (a new one, by default: beside an
 * old password "your password" would name the wrong field); too short says the length.
 */
export function newPasswordProblem(password: string, noneKey = 'errors.new_password_required'): FormProblem | null {
  if (password === '') return problem(noneKey);
  return password.length < MIN_PASSWORD_LENGTH ? problem(TOO_SHORT, { count: MIN_PASSWORD_LENGTH }) : null;
}

/** The length hint under the field, left out while the same words show as its error (read once, not twice). */
export function newPasswordHint(t: TFunction, shown: FormProblem | null | undefined): string | undefined {
  return shown && 'key' in shown && shown.key === TOO_SHORT ? undefined : t(TOO_SHORT, { count: MIN_PASSWORD_LENGTH });
}
