/**
 * Spec §8, the error catalogue, as ky hooks: every failed call tells the user what happened once
 * (not once per retry), unless it was made with `context: { quiet: true }`.
 */
import type { AfterResponseHook, BeforeErrorHook, HTTPError, Hooks } from 'ky';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { notify } from 'shared-contracts/stores/notifications';
import { logOut } from 'shared-contracts/stores/user';
import { navigateTo } from 'shared-contracts/api/navigation';
import { isQuiet } from 'shared-contracts/api/quiet-request';

/** Thrown for an answer that claims to be JSON and is not; spec §8 "data processing error". */
export class DataProcessingError extends Error {
  constructor(readonly request: Request) {
    super(`The answer to ${request.method} ${request.url} is not valid JSON`);
    this.name = 'DataProcessingError';
  }
}

/** Spec §8: a 403 notice names the call and stays 7 seconds. */
export const FORBIDDEN_NOTICE_TIMEOUT_MS = 7000;

/** ky will try the same call again: only the last attempt may speak to the user. */
function willRetry(error: HTTPError, retryCount: number): boolean {
  const { limit = 0, methods = [], statusCodes = [] } = error.options.retry;
  return (
    retryCount < limit &&
    methods.includes(error.request.method.toLowerCase()) &&
    statusCodes.includes(error.response.status)
  );
}

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null || !('message' in body)) return null;
    return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  } catch {
    return null;
  }
}

/** Spec §8 "a 401 logs out and goes to /auth/login", which then brings the customer back here. */
function signInAgainPath(): string {
  const { pathname, search } = window.location;
  const here = pathname + search;
  return pathname === '/' || pathname.startsWith('/auth/') ? '/auth/login' : `/auth/login?next=${encodeURIComponent(here)}`;
}

async function reportHttpError(error: HTTPError): Promise<void> {
  const { status } = error.response;
  if (status === 401) {
    // Its sentence says why ("You have been signed out" for a session ended elsewhere), which the
    // sign-in screen alone would not.
    const message = await serverMessage(error.response);
    if (message) notify({ message, kind: 'warning' });
    logOut();
    navigateTo(signInAgainPath());
  } else if (status === 403) {
    const call = `${error.request.method} ${error.request.url}`;
    notify({ message: () => `${commonText('errors.forbidden')} (${call})`, kind: 'error', timeout: FORBIDDEN_NOTICE_TIMEOUT_MS });
  } else if (status === 404) {
    navigateTo('/');
  } else if (status === 422) {
    // The form that sent it shows the field errors.
  } else if (status === 524) {
    notify({ message: () => commonText('errors.may_have_executed'), kind: 'error' });
  } else {
    const message = await serverMessage(error.response);
    notify({ message: message ?? (() => commonText('errors.unknown')), kind: 'error', position: 'top' });
  }
}

const reportFailedAnswer: BeforeErrorHook = async (error, { retryCount }) => {
  if (!isQuiet(error.options) && !willRetry(error, retryCount)) await reportHttpError(error);
  return error;
};

/** A successful JSON answer is parsed once here, so a broken one fails the call with a notice. */
const checkJsonAnswer: AfterResponseHook = async (request, options, response) => {
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!response.ok || !isJson) return;
  const text = await response.text();
  if (text === '') return;
  try {
    JSON.parse(text);
  } catch {
    if (!isQuiet(options)) notify({ message: () => commonText('errors.data_processing'), kind: 'error' });
    throw new DataProcessingError(request);
  }
};

export const errorCatalogueHooks: Hooks = {
  afterResponse: [checkJsonAnswer],
  beforeError: [reportFailedAnswer],
};
