import { ACCOUNT_LIMITS } from 'shared-contracts/forms/field-limits';

/**
 * The longest name the API takes for a participant (its group-order participant-name rule reads the
 * same limit): an account's, so an organiser's name from their account fits as it is.
 */
export const PARTICIPANT_NAME_MAX_LENGTH = ACCOUNT_LIMITS.name;
