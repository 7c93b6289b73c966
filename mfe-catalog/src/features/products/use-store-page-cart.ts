import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $cart, setStore } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import type { Store } from 'shared-contracts/types/store';
import { cartTakesStorePage } from './add-to-cart';

/**
 * A store page's hold on the cart: a cart that may follow the page takes its store (now, and when
 * it is emptied while the page is open), so its product pages, a reload and the order go on with
 * the prices listed here. Returns the other store a cart is kept at, for the page to say so, or null.
 */
export function useCartStoreElsewhere(storeId: number): Store | null {
  const cart = useStore($cart);
  const settings = useStore($settings);
  const follows = cartTakesStorePage(cart);
  useEffect(() => {
    if (follows) setStore(storeId);
  }, [follows, storeId]);
  if (follows || cart.store_id === storeId) return null;
  return settings?.stores.find((store) => store.id === cart.store_id) ?? null;
}
