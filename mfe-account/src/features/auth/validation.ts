import { fullNameProblem, phoneProblem } from 'shared-contracts/forms/person-fields';

/**
 * Spec §5 checks made before a form is sent (the API puts the same shared rules again); the e-mail
 * rule is shared-contracts' emailProblem (taken from person-fields, with the name and phone rules,
 * so the account's entry lists one shared module for them).
 */
export function isPhone(value: string): boolean {
  return phoneProblem(value) === null;
}

/** The full-name rule every form shares (a name of only emoji is none), to an account name's length. */
export function isFullName(value: string): boolean {
  return fullNameProblem(value) === null;
}
