import { useNamespace } from 'shared-contracts/i18n/namespace';
import { CATALOG_NAMESPACE, loadCatalogMessages } from './load-catalog-messages';

/** The catalog namespace's `t`, and whether its texts for the current language are in. */
export function useCatalogTexts() {
  return useNamespace(CATALOG_NAMESPACE, loadCatalogMessages);
}
