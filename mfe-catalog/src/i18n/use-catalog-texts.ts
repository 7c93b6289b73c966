import { loadNamespace, useNamespace } from 'shared-contracts/i18n/namespace';
import { CATALOG_NAMESPACE, loadCatalogMessages } from './load-catalog-messages';

/** The catalog namespace's `t`, and whether its texts for the current language are in. */
export function useCatalogTexts() {
  return useNamespace(CATALOG_NAMESPACE, loadCatalogMessages);
}

/** A screen's prefetch step: the catalog's texts leave beside its data, not after its first render. */
export function askCatalogTextsEarly(): void {
  // A failure is the screen's to show when it renders and asks again.
  loadNamespace(CATALOG_NAMESPACE, loadCatalogMessages).catch(() => undefined);
}
