import type { TFunction } from 'i18next';

/**
 * Why a form or one of its fields was refused. The shop's own words are kept as their text key and
 * translated when drawn, so they follow a change of language; the server's sentence is kept as it
 * came, in the language it was asked in.
 */
export type FormProblem = { key: string; params?: Record<string, unknown> } | { message: string };

/** A problem in the shop's own words (a key of the account texts). */
export function problem(key: string, params?: Record<string, unknown>): FormProblem {
  return { key, params };
}

/** The server's sentence for a refused form (see formError); null when it gave none. */
export function serverProblem(message: string | null): FormProblem | null {
  return message === null ? null : { message };
}

/** The problem's words in the language shown now. */
export function problemText(t: TFunction, found: FormProblem | null | undefined): string | undefined {
  if (!found) return undefined;
  return 'message' in found ? found.message : t(found.key, found.params ?? {});
}
