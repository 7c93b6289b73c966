import { ACCOUNT_LIMITS } from 'shared-contracts/forms/field-limits';

/**
 * The longest name a group order takes: an account's, since the organiser's name comes from their
 * account and must fit as it is. The start and join forms read the same limit for their maxLength.
 */
export const PARTICIPANT_NAME_MAX_LENGTH = ACCOUNT_LIMITS.name;

/**
 * Two participants go by the same name when it differs only in case or in the spaces around it:
 * "Olga" and " olga " would be told apart by nobody reading the panel ("Also pays for Olga"). NFC:
 * an accent typed as its own mark looks the same as the accented letter.
 */
export function sameParticipantName(one: string, other: string): boolean {
  const key = (name: string) => name.trim().normalize('NFC').toLowerCase();
  return key(one) === key(other);
}
