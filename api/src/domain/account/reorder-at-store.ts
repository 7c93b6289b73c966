import type { App } from '../../app-instance';
import type { AccountOrder } from '../../repositories/account-orders-repository';
import type { Language } from 'shared-contracts/types/language';
import { reorder, type Reorder } from './reorder';

/**
 * A past order's lines priced again for the store the cart has chosen (X-Store-Id), else the
 * order's own store, else the shop's first. Null when the shop has no store left at all.
 */
export async function reorderAtStore(app: App, order: AccountOrder, chosenStoreId: number | undefined, language: Language): Promise<Reorder | null> {
  const stores = await app.repositories.stores.all();
  const store = stores.find((s) => s.id === chosenStoreId) ?? stores.find((s) => s.id === order.store_id) ?? stores[0];
  if (!store) return null;
  const productIds = [...new Set(order.lines.map((line) => line.product_id))];
  const [products, here, then] = await Promise.all([
    app.repositories.products.list({ storeId: store.id, language, withSizes: true, productIds }),
    // Sizes are per store: found again at today's store by their English name at the order's.
    app.repositories.products.list({ storeId: store.id, language: 'en', withSizes: true, productIds }),
    app.repositories.products.list({ storeId: order.store_id, language: 'en', withSizes: true, productIds }),
  ]);
  return reorder(order, store.id, products, { here, then });
}
