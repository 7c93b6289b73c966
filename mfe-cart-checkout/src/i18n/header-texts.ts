import { useNamespace } from 'shared-contracts/i18n/namespace';
import type { Messages } from 'shared-contracts/i18n/namespace';
import type { Language } from 'shared-contracts/types/language';

/**
 * The header's cart button is on every page, the homepage included, so its few texts are a
 * namespace of their own (issue #11): the homepage no longer downloads the whole cart and checkout
 * catalogue (3.6 KB gzip in English) to name one button. The panel loads the cart namespace.
 */
export const CART_HEADER_NAMESPACE = 'cartHeader';

export function loadCartHeaderMessages(language: Language): Promise<Messages> {
  return import(`./header/${language}.json`).then((module: { default: Messages }) => module.default);
}

/** The header namespace's `t` and whether its texts are in. */
export function useCartHeaderTexts() {
  return useNamespace(CART_HEADER_NAMESPACE, loadCartHeaderMessages);
}
