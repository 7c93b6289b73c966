import type { Language } from 'shared-contracts/types/language';
import { $language } from 'shared-contracts/language/current-language';
import { LANGUAGE_COOKIE, languageCookieValue } from 'shared-contracts/language/resolve-language';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { addCommonMessages } from 'shared-contracts/i18n/common/add-common-messages';
import { writeCookie } from 'shared-contracts/stores/cookies';

// Screens import the store from here, beside its action; it is defined on its own (see there).
export { $language };

/**
 * Switches the interface language: remembered in the language cookie for the next visit, and
 * the common texts (error catalogue, notices) are loaded before i18next changes language. Texts
 * that fail to load (a lost connection) leave the shop in the language it was in, cookie and all,
 * so the same choice can be made again; the failure is the caller's to report.
 */
export async function setLanguage(language: Language): Promise<void> {
  const previous = $language.get();
  $language.set(language);
  writeCookie(LANGUAGE_COOKIE, languageCookieValue(language));
  try {
    await startI18n(language);
    await addCommonMessages(language);
  } catch (error) {
    $language.set(previous);
    writeCookie(LANGUAGE_COOKIE, languageCookieValue(previous));
    await startI18n(previous).catch(() => undefined);
    throw error;
  }
}
