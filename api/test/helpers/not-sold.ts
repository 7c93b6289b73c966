import type { App } from '../../src/app-instance';

/**
 * Takes a product off one store's menu (its product_stores row, and so its sizes there) while the
 * catalogue keeps it; the answer puts the row back as it was, sizes aside (give a product without
 * sizes).
 */
export async function stopSelling(app: App, productId: number, storeId: number): Promise<() => Promise<void>> {
  const row = await app.db.selectFrom('product_stores').selectAll().where('product_id', '=', productId).where('store_id', '=', storeId).executeTakeFirstOrThrow();
  await app.db.deleteFrom('product_stores').where('id', '=', row.id).execute();
  return async () => {
    await app.db.insertInto('product_stores').values({ ...row, pack_price: row.pack_price === null ? null : Number(row.pack_price) }).execute();
  };
}
