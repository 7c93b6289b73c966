import { atom } from 'nanostores';
import type { TFunction } from 'i18next';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { notify } from 'shared-contracts/stores/notifications';
import { CART_NAMESPACE } from '../../i18n/load-cart-messages';

/** Why the address kept after an order was not saved: the server's sentence of a refusal, else null (the general one). */
export interface AddressNotSaved {
  message: string | null;
}

/** The order whose success page says its address was not saved, with the way to the account's addresses. */
export const $addressNotSaved = atom<(AddressNotSaved & { orderToken: string }) | null>(null);

/**
 * Said where the customer is when the saving ends, which is after the checkout has sent them on:
 * on the order's success page when that is where they went (it links to the account), else (a
 * payment screen, a group order's screen: other teams') in a top notice that stays until dismissed.
 */
export function tellAddressNotSaved(notSaved: AddressNotSaved, orderPage: string | null, t: TFunction): void {
  if (orderPage !== null) {
    $addressNotSaved.set({ ...notSaved, orderToken: orderPage });
    return;
  }
  const message = notSaved.message ?? textFollowingLanguage(CART_NAMESPACE, t, 'success.addressNotSaved');
  notify({ kind: 'warning', message, timeout: 0 });
}
