import { fullNameProblem, phoneProblem } from 'shared-contracts/forms/person-fields';

/** How long things stay valid; written once so routes, tests and texts agree. */
export const SESSION_DAYS = 365;
export const PASSWORD_RESET_MINUTES = 60;
/** How long the link that finishes a registration works. */
export const REGISTRATION_LINK_HOURS = 24;
/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** How long the link that confirms deleting an account without a password works: as a reset link. */
export const DELETION_LINK_MINUTES = PASSWORD_RESET_MINUTES;
export const PHONE_CODE_MINUTES = 10;
/** Spec §5 "resend": a new SMS code no sooner than this after the last one. */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** After this many wrong codes the code is spent and a new one must be asked for. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/**
 * The most delivery addresses one account keeps: more than a customer orders to (home, work, family),
 * and few enough that the list the checkout offers and the user answer of every sign-in stay small.
 */
export const SAVED_ADDRESSES_MAX = 20;

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** E-mail addresses compare without case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phone numbers are kept as digits with an optional leading +, as the account's screen compares them. */
export { normalisePhone } from 'shared-contracts/forms/person-fields';

/**
 * Spec §5 full name, by the rule every form shares (shared-contracts' fullNameProblem), so a name
 * of only emoji or punctuation is refused here as in the browser, to an account name's length.
 */
export function isFullName(name: string): boolean {
  return fullNameProblem(name) === null;
}

/** The phone rule the reservation, event, job and contact forms share: 6 to 15 digits. */
export function isPhoneNumber(phone: string): boolean {
  return phoneProblem(phone) === null;
}
