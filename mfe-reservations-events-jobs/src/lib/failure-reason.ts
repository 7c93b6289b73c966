import { commonText } from 'shared-contracts/i18n/common/common-text';
import { serverMessage } from './is-http-error';

/** No answer came (a lost connection, a server that never answered): ky's HTTPError means one did. */
export function unanswered(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'HTTPError');
}

/**
 * Why a quiet call failed, for the form that made it (spec §8): the server's sentence when it
 * answered with one (a refusal, a rate limit), "please check your internet connection" when no
 * answer came; null for an answer without a sentence.
 */
export async function failureReason(error: unknown): Promise<string | null> {
  if (unanswered(error)) return commonText('errors.no_connection');
  return serverMessage(error);
}
