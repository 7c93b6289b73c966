import type { Language } from 'shared-contracts/types/language';
import { i18n } from 'shared-contracts/i18n/i18n';
import { catalogueLanguages } from 'shared-contracts/i18n/catalogue-languages';
import { COMMON_NAMESPACE, loadCommonMessages } from 'shared-contracts/i18n/common/load-common-messages';

/**
 * Puts the common texts of `language` (and English, where that catalogue is partial) into the
 * started i18next instance.
 */
export async function addCommonMessages(language: Language): Promise<void> {
  await Promise.all(
    catalogueLanguages(language).map(async (lang) => {
      if (i18n.hasResourceBundle(lang, COMMON_NAMESPACE)) return;
      i18n.addResourceBundle(lang, COMMON_NAMESPACE, await loadCommonMessages(lang), true, true);
    }),
  );
}
