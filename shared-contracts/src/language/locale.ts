import { languageCookieValue } from 'shared-contracts/language/resolve-language';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-contracts/types/language';

/**
 * The Intl locale of an interface language. The shop's languages are European, so English is
 * en-GB: "24 November" and "1,234.50", not "November 24".
 */
export function localeOf(language: Language | string): string {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? languageCookieValue(language as Language) : language;
}
