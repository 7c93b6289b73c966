import { SUPPORTED_LANGUAGES, type Language } from 'shared-contracts/types/language';

/** Name of the cookie that remembers the interface language. */
export const LANGUAGE_COOKIE = 'language';

/** Spec §1: start-up takes only these from the browser; Lithuanian needs the cookie. */
const BROWSER_LANGUAGES: readonly Language[] = ['ro', 'en', 'es'];

const COOKIE_VALUES: Record<Language, string> = {
  en: 'en-GB',
  es: 'es-ES',
  lt: 'lt-LT',
  ro: 'ro-RO',
};

function isSupported(code: string): code is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/**
 * Spec §1 language rule, the one place it is written (the shell's boot and the offline page both
 * call it). The spec's sentences, and how each is read here:
 *
 * - "Start-up accepts only ro, en, es": what the shop finds on its own at start-up, the browser's
 *   language, is taken only when it is Romanian, English or Spanish. Lithuanian is never guessed
 *   from the browser; it is reached by choosing it, which writes the cookie.
 * - "a language cookie value of exactly 5 characters (like xx-YY) counts, and its first two
 *   letters are used": the cookie is the customer's own choice, so when there is one it decides
 *   alone, and only a value of exactly 5 characters is read ("lt-LT" is lt, "lt" or "lt-LTX" is not).
 * - "supported es, lt, en, ro, otherwise en": those two letters must name one of the four
 *   interface languages; anything else ("de-DE", "xx-YY", a cookie of another length) gives
 *   English, not the browser's language: a cookie that is present is never passed over.
 * - "Default en": no cookie and a browser language outside ro, en, es (or none) gives English.
 */
export function resolveLanguage(cookieValue: string | undefined | null, browserLanguage?: string): Language {
  if (cookieValue) {
    const code = cookieValue.slice(0, 2).toLowerCase();
    return cookieValue.length === 5 && isSupported(code) ? code : 'en';
  }
  const browserCode = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return BROWSER_LANGUAGES.find((language) => language === browserCode) ?? 'en';
}

/** The cookie value for a language: 5 characters, so it is read back by `resolveLanguage`. */
export function languageCookieValue(language: Language): string {
  return COOKIE_VALUES[language];
}
