import { commonText } from 'shared-contracts/i18n/common/common-text';
import { serverMessage, wasAnswered } from './is-http-error';

/**
 * Why a quiet call failed, for the form that made it (spec §8): the server's sentence when it
 * answered with one (a refusal, a rate limit), "please check your internet connection" when no
 * answer came; null for an answer without a sentence.
 */
export async function failureReason(error: unknown): Promise<string | null> {
  if (!wasAnswered(error)) return commonText('errors.no_connection');
  return serverMessage(error);
}
