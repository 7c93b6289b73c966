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
 * Spec §1 language rule. A cookie that is present decides alone: exactly 5 characters (xx-YY)
 * whose first two letters are a supported language, otherwise English. Only without a cookie is
 * the browser language asked, and then only ro, en or es are taken. Default en.
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
