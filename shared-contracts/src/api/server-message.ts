import { commonText } from 'shared-contracts/i18n/common/common-text';
import type { NoticeMessage } from 'shared-contracts/stores/notifications';

/**
 * ky's HTTPError is told by its name and response, not `instanceof`: the ky inside the shared
 * shared-contracts bundle is not the class a remote would import.
 */
function responseOf(error: unknown): Response | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, response } = error as { name?: unknown; response?: unknown };
  return name === 'HTTPError' && response instanceof Response ? response : null;
}

/** Whether a failed call was answered at all: false for spec §8's "no response" (a lost connection, a timeout). */
export function wasAnswered(error: unknown): boolean {
  return responseOf(error) !== null;
}

/** Whether a failed call answered with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return responseOf(error)?.status === status;
}

/**
 * The same request would be refused again as it is: a 4xx other than the "try later" ones (408
 * Request Timeout, 425 Too Early, 429 Too Many Requests). Retrying it unchanged only repeats it.
 */
export function refusedAsItIs(error: unknown): boolean {
  const status = responseOf(error)?.status;
  return status !== undefined && status >= 400 && status < 500 && ![408, 425, 429].includes(status);
}

/**
 * The server's sentence of a 4xx answer (the API always sends {message}) and the request field it
 * names, when it is about one (ErrorAnswer.field); null when there is no sentence.
 */
export async function serverRefusal(error: unknown): Promise<{ message: string; field: string | null } | null> {
  const response = responseOf(error);
  if (!response) return null;
  try {
    const body = (await response.clone().json()) as { message?: unknown; field?: unknown };
    if (typeof body.message !== 'string') return null;
    return { message: body.message, field: typeof body.field === 'string' ? body.field : null };
  } catch {
    return null;
  }
}

/** The server's sentence of a 4xx answer; null when there is none. */
export async function serverMessage(error: unknown): Promise<string | null> {
  return (await serverRefusal(error))?.message ?? null;
}

/**
 * What a failed call that no notice told of (a quiet one) says, as the error catalogue would
 * (spec §8): the server's own words, else its unknown error; an answer that is not the JSON it
 * claims (a proxy's page), the data processing error; no answer at all (a lost connection, a
 * timeout), to check the connection.
 */
export async function failureText(error: unknown): Promise<NoticeMessage> {
  if (error instanceof Error && error.name === 'DataProcessingError') return () => commonText('errors.data_processing');
  if (!wasAnswered(error)) return () => commonText('errors.no_connection');
  const message = (await serverMessage(error))?.trim();
  return message ? message : () => commonText('errors.unknown');
}
