import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { banners, pages, website } from './brand';
import { categories, menus, redirects } from './menus';
import type { ProductSeed } from './product-seed';
import { dessertProducts } from './products-desserts';
import { drinkProducts } from './products-drinks';
import { foodProducts } from './products-food';
import { ORDERS_PER_SLOT, deliveryAreas, stores } from './stores';
import { vouchers } from './vouchers';

const SEED_NAME = '001_casa_aurora';

export const products: ProductSeed[] = [...foodProducts, ...drinkProducts, ...dessertProducts];

/**
 * Loads the Casa Aurora brand once. The seed is recorded in `seeds` inside the same transaction,
 * so a second run (or a crash half-way) never leaves duplicate or partial data. Returns whether it ran.
 */
export async function runSeed(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seeds')
      .values({ name: SEED_NAME })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await seedBrand(trx);
    await seedStores(trx);
    await seedCatalog(trx);
    await trx.insertInto('vouchers').values(vouchers).execute();
    await trx.insertInto('redirects').values(redirects).execute();
    return true;
  });
}

async function seedBrand(trx: Transaction<Database>): Promise<void> {
  await trx.insertInto('website').values(website).execute();
  await trx
    .insertInto('banners')
    .values(banners.map((b, position) => ({ ...b, title: JSON.stringify(b.title), position })))
    .execute();
  await trx
    .insertInto('pages')
    .values(pages.map((p, position) => ({ ...p, title: JSON.stringify(p.title), position })))
    .execute();
}

async function seedStores(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('stores')
    .values(stores.map(({ opening_hours: _hours, ...store }, position) => ({ ...store, ...ORDERS_PER_SLOT, position })))
    .execute();
  await trx
    .insertInto('opening_hours')
    .values(stores.flatMap((s) => s.opening_hours.map((h) => ({ ...h, store_id: s.id }))))
    .execute();
  await trx
    .insertInto('delivery_areas')
    .values(deliveryAreas.map((a) => ({ ...a, fees: JSON.stringify(a.fees) })))
    .execute();
}

async function seedCatalog(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('menus')
    .values(menus.map((m, position) => ({ ...m, name: JSON.stringify(m.name), position })))
    .execute();
  await trx
    .insertInto('categories')
    .values(categories.map((c, position) => ({ ...c, name: JSON.stringify(c.name), position })))
    .execute();
  await seedProducts(trx, products, 0);
}

/**
 * Products with their categories, prices in every seeded store, sizes and option groups; listed
 * from `firstPosition` on. Later seed steps add products with it too.
 */
export async function seedProducts(trx: Transaction<Database>, list: ProductSeed[], firstPosition: number): Promise<void> {
  await trx.insertInto('products').values(list.map((p, index) => productRow(p, firstPosition + index))).execute();
  await trx
    .insertInto('product_categories')
    .values(list.map((p) => ({ product_id: p.id, category_id: p.category_id })))
    .execute();
  const productStores = list.flatMap((p) => stores.map((s) => productStoreRow(p, s.id)));
  await trx.insertInto('product_stores').values(productStores).execute();
  const sizes = list.flatMap((p) => stores.flatMap((s) => sizeRows(p, s.id)));
  if (sizes.length > 0) await trx.insertInto('product_sizes').values(sizes).execute();
  if (list.some((p) => (p.option_groups ?? []).length > 0)) await seedOptionGroups(trx, list);
}

function productRow(p: ProductSeed, position: number): Insertable<Database['products']> {
  return {
    id: p.id,
    name: JSON.stringify(p.name),
    url: p.url,
    description: JSON.stringify(p.description),
    ingredients: JSON.stringify(p.ingredients),
    colour: p.colour,
    allergens: JSON.stringify(p.allergens),
    nutrition: p.nutrition ? JSON.stringify(p.nutrition) : null,
    age_restriction: p.age_restriction ?? false,
    recommended: p.recommended ?? false,
    only_for_later: p.only_for_later ?? false,
    today_only: p.today_only ?? false,
    position,
  };
}

/** Riverside (store 2) charges a little more; product_store ids are 10 × product + store. */
function storePrice(p: ProductSeed, storeId: number): number {
  return storeId === 1 ? p.price : p.price + p.riverside_extra;
}

function productStoreRow(p: ProductSeed, storeId: number): Insertable<Database['product_stores']> {
  return {
    id: p.id * 10 + storeId,
    product_id: p.id,
    store_id: storeId,
    price: storePrice(p, storeId),
    pack_price: p.pack_price,
    in_stock: !(p.out_of_stock_in ?? []).includes(storeId),
  };
}

function sizeRows(p: ProductSeed, storeId: number): Insertable<Database['product_sizes']>[] {
  const productStoreId = p.id * 10 + storeId;
  return (p.sizes ?? []).map((size, position) => ({
    id: productStoreId * 10 + position + 1,
    product_store_id: productStoreId,
    name: JSON.stringify(size.name),
    price: storePrice(p, storeId) + size.extra,
    position,
  }));
}

async function seedOptionGroups(trx: Transaction<Database>, list: ProductSeed[]): Promise<void> {
  const groups = list.flatMap((p) => (p.option_groups ?? []).map((g) => ({ ...g, product_id: p.id })));
  await trx
    .insertInto('option_groups')
    .values(
      groups.map((g, position) => ({
        id: g.id,
        product_id: g.product_id,
        name: JSON.stringify(g.name),
        min_options: g.min_options,
        max_options: g.max_options,
        position,
      })),
    )
    .execute();
  await trx
    .insertInto('options')
    .values(
      groups.flatMap((g) =>
        g.options.map((o, position) => ({
          ...o,
          option_group_id: g.id,
          name: JSON.stringify(o.name),
          allergens: JSON.stringify(o.allergens ?? []),
          position,
        })),
      ),
    )
    .execute();
}
