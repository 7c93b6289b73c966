import { loadNamespace, useNamespace } from 'shared-contracts/i18n/namespace';
import { CART_NAMESPACE, loadCartMessages } from './load-cart-messages';

// Asked for as a screen's code is evaluated, not after its first render (see loadNamespace).
loadNamespace(CART_NAMESPACE, loadCartMessages).catch(() => undefined);

/** The cart namespace's `t` and whether its texts are in (render a skeleton until they are). */
export function useCartTexts() {
  return useNamespace(CART_NAMESPACE, loadCartMessages);
}
