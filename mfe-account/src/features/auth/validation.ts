/**
 * Spec §5 checks made before a form is sent (the server checks again); the e-mail rule is
 * shared-contracts/forms/email.
 */
export function isPhone(value: string): boolean {
  return /^\+?[0-9][0-9 ().-]{5,19}$/.test(value.trim());
}

export function isFullName(value: string): boolean {
  return value.trim() !== '';
}
