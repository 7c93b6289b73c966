import type { Language } from 'shared-contracts/types/language';
import { i18n } from 'shared-contracts/i18n/i18n';
import { COMMON_NAMESPACE, loadCommonMessages } from 'shared-contracts/i18n/common/load-common-messages';

/**
 * Puts the common texts of `language` and of English (the per-key fallback, which the partial
 * Romanian catalogue needs) into the started i18next instance.
 */
export async function addCommonMessages(language: Language): Promise<void> {
  const languages: Language[] = language === 'en' ? ['en'] : ['en', language];
  await Promise.all(
    languages.map(async (lang) => {
      if (i18n.hasResourceBundle(lang, COMMON_NAMESPACE)) return;
      i18n.addResourceBundle(lang, COMMON_NAMESPACE, await loadCommonMessages(lang), true, true);
    }),
  );
}
