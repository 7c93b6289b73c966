import type { Cart } from 'shared-contracts/types/cart';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import { notify } from 'shared-contracts/stores/notifications';
import { commonText } from 'shared-contracts/i18n/common/common-text';

/**
 * What the cart holds only for its store: the store, the payment method chosen there (as
 * `setStore` clears it), the delivery area matched to it with its fee and the point it was matched
 * for (choosing the address again finds the store that delivers there now), and its table.
 */
function withoutStore(cart: Cart): Partial<Cart> {
  return {
    store_id: null,
    payment_method: null,
    ...(cart.delivery_area ? { delivery_area: null, transport_price: 0, geolocation: null } : {}),
    ...(cart.delivery_type === 'table' ? { delivery_type: 'pickup' as const } : {}),
    table_id: null,
    table_number: null,
    table_link: null,
  };
}

/**
 * A cart naming a store the shop no longer has (removed since, or saved before it was taken off
 * the website) would make every per-store request 404, and a 404 sends the customer home. It
 * forgets that store and keeps its lines: the catalog then prices for the shop's default store and
 * the checkout asks for a store. Returns whether it forgot one.
 */
export function forgetUnknownStore(settings: Pick<WebsiteSettings, 'stores'>): boolean {
  const cart = $cart.get();
  if (cart.store_id === null || settings.stores.some((store) => store.id === cart.store_id)) return false;
  updateCart(withoutStore(cart));
  if (cart.products.length > 0) notify({ message: () => commonText('cart.store_forgotten'), kind: 'info' });
  return true;
}

/**
 * The shell calls this at boot, once the settings and the cart kept from before are in: they are
 * checked then, and again whenever either is set (settings fetched in another language, the
 * server's copy of the cart, a reorder naming an old order's store). Returns the function that stops it.
 */
export function followKnownStores(): () => void {
  const check = (): void => {
    const settings = $settings.get();
    if (settings) forgetUnknownStore(settings);
  };
  const stopSettings = $settings.listen(check);
  const stopCart = $cart.listen(check);
  check();
  return () => {
    stopSettings();
    stopCart();
  };
}
