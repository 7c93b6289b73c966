import { loadNamespace, useNamespace } from 'shared-contracts/i18n/namespace';
import type { Messages } from 'shared-contracts/i18n/namespace';
import type { Language } from 'shared-contracts/types/language';

/**
 * The product page's own texts (choices, their rules, nutrition, the share link) are a namespace
 * of their own (issue #11): the homepage's cards never show them, so it no longer downloads them
 * with the catalog's texts. The page's components read the catalog namespace beside this one.
 */
export const PRODUCT_NAMESPACE = 'catalogProduct';

export function loadProductMessages(language: Language): Promise<Messages> {
  return import(`./product/${language}.json`).then((module: { default: Messages }) => module.default);
}

/** The product namespace's `t` and whether its texts are in. */
export function useProductTexts() {
  return useNamespace(PRODUCT_NAMESPACE, loadProductMessages);
}

/** The product page's prefetch step: its texts leave beside the product, not after the first render. */
export function askProductTextsEarly(): void {
  // A failure is the page's to show when it renders and asks again.
  loadNamespace(PRODUCT_NAMESPACE, loadProductMessages).catch(() => undefined);
}
