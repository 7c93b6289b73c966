import type { App } from '../../../app-instance';
import { notFound } from '../../../http-error';

/** The store whose prices and stock a catalog answer uses: the one asked for, else the first. */
export async function storeForQuery(app: App, storeId: number | undefined) {
  const stores = await app.repositories.stores.all();
  const store = storeId === undefined ? stores[0] : stores.find((s) => s.id === storeId);
  if (!store) throw notFound(storeId === undefined ? 'The shop has no stores yet.' : `Store ${storeId} not found.`);
  return store;
}
