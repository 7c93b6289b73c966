import type { TFunction } from 'i18next';
import { addGroupOrderProduct, orderLine } from 'shared-contracts/api/group-order-products';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { notify } from 'shared-contracts/stores/notifications';
import type { CartProduct } from 'shared-contracts/types/cart';
import { CATALOG_NAMESPACE } from '../../i18n/load-catalog-messages';

/**
 * Sends the line to the customer's part of their group order. The server prices it at the group's
 * store and may refuse it (their order is already confirmed, the group order was placed): its HTML
 * message goes to the red notice on top (spec §8). A failed request is told by the API client's
 * error catalogue (and rejects, so nothing is said to have been added).
 */
export async function addToGroupOrder(participantToken: string, line: CartProduct, productName: string, t: TFunction): Promise<void> {
  const answer = await addGroupOrderProduct(participantToken, orderLine(line));
  if (answer.status !== 'OK') {
    notify({ message: answer.message, kind: 'error', html: true, position: 'top' });
    return;
  }
  notify({ message: textFollowingLanguage(CATALOG_NAMESPACE, t, 'added_to_group_order', { name: productName }), kind: 'success', timeout: 4000 });
}
