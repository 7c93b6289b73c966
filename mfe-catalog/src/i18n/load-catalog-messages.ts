import type { Language } from 'shared-contracts/types/language';
import type { Messages } from 'shared-contracts/i18n/namespace';

/** The catalog's own i18next namespace. */
export const CATALOG_NAMESPACE = 'catalog';

/**
 * A dynamic import per language, so the bundler splits them and only the one in use is fetched.
 * Only this folder's files: the pattern also matches product/*.json, the product page's own texts,
 * whose map would otherwise ride along on the homepage.
 */
export function loadCatalogMessages(language: Language): Promise<Messages> {
  return import(/* webpackExclude: /[\\/]product[\\/]/ */ `./${language}.json`).then((module: { default: Messages }) => module.default);
}
