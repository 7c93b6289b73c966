import { LANGUAGE_COOKIE, resolveLanguage } from 'shared-contracts/language/resolve-language';
import { readCookie } from 'shared-contracts/stores/cookies';
import type { Language } from 'shared-contracts/types/language';

/** The spec §1 start-up language of this browser: its language cookie, else its own language. */
export function startLanguage(): Language {
  return resolveLanguage(readCookie(LANGUAGE_COOKIE), navigator.language);
}
