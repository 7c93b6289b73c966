import type { TFunction } from 'i18next';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { notify } from 'shared-contracts/stores/notifications';
import { CATALOG_NAMESPACE } from '../../i18n/load-catalog-messages';

/**
 * Says briefly that a product went into the cart. The words follow a change of language while the
 * notice is up; the product's name stays as it was shown.
 */
export function notifyAddedToCart(productName: string, t: TFunction): void {
  const message = textFollowingLanguage(CATALOG_NAMESPACE, t, 'added_to_cart', { name: productName });
  notify({ message, kind: 'success', timeout: 2500 });
}
