import type { Language } from 'shared-contracts/types/language';
import { $language } from 'shared-contracts/language/current-language';
import { LANGUAGE_COOKIE, languageCookieValue } from 'shared-contracts/language/resolve-language';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { addCommonMessages } from 'shared-contracts/i18n/common/add-common-messages';
import { writeCookie } from 'shared-contracts/stores/cookies';

// Screens import the store from here, beside its action; it is defined on its own (see there).
export { $language };

/**
 * Switches the interface language: remembered in the language cookie for the next visit, and its
 * common texts (error catalogue, notices) loaded. It fails when they do not load (a lost
 * connection); the header's language choice then puts the shop back (shell language-choice.ts).
 */
export async function setLanguage(language: Language): Promise<void> {
  $language.set(language);
  writeCookie(LANGUAGE_COOKIE, languageCookieValue(language));
  await startI18n(language);
  await addCommonMessages(language);
}
