import { MAX_NAME_LENGTH, fullNameProblem } from 'shared-contracts/forms/person-fields';

/**
 * Spec §5 checks made before a form is sent (the server checks again); the e-mail rule is
 * shared-contracts' emailProblem (taken from person-fields, with the name rule, so the account's
 * entry lists one shared module for both).
 */
export function isPhone(value: string): boolean {
  return /^\+?[0-9][0-9 ().-]{5,19}$/.test(value.trim());
}

/**
 * The full-name rule every form shares (a name of only emoji is none), as the API puts it too. An
 * account name may be longer (ACCOUNT_LIMITS.name, the field's bound) than that rule's
 * MAX_NAME_LENGTH, so only that many characters are put to it.
 */
export function isFullName(value: string): boolean {
  return fullNameProblem(value.trim().slice(0, MAX_NAME_LENGTH)) === null;
}
