import type { Kysely } from 'kysely';
import type { AllergenId } from 'shared-contracts/types/allergen';
import type { Language } from 'shared-contracts/types/language';
import type { OptionGroup, Product, ProductSize } from 'shared-contracts/types/product';
import type { Database } from '../db/schema';
import { translate } from '../domain/language';

export interface ProductFilter {
  storeId: number;
  language: Language;
  productIds?: number[];
  menuId?: number;
  categoryId?: number;
  recommended?: boolean;
  withSizes: boolean;
}

/** Products as sold in one store: that store's price, pack price, stock and sizes. */
export function productsRepository(db: Kysely<Database>) {
  return {
    async list(filter: ProductFilter): Promise<Product[]> {
      let query = db
        .selectFrom('products as p')
        .innerJoin('product_stores as ps', (join) =>
          join.onRef('ps.product_id', '=', 'p.id').on('ps.store_id', '=', filter.storeId),
        )
        .select([
          'p.id',
          'p.name',
          'p.url',
          'p.description',
          'p.ingredients',
          'p.allergens',
          'p.nutrition',
          'p.age_restriction',
          'p.recommended',
          'p.only_for_later',
          'p.today_only',
          'ps.id as product_store_id',
          'ps.price',
          'ps.pack_price',
          'ps.in_stock',
        ])
        .orderBy('p.position');
      if (filter.productIds) query = query.where('p.id', 'in', filter.productIds.length ? filter.productIds : [-1]);
      if (filter.recommended !== undefined) query = query.where('p.recommended', '=', filter.recommended);
      if (filter.categoryId !== undefined) {
        const categoryId = filter.categoryId;
        query = query.where('p.id', 'in', (eb) =>
          eb.selectFrom('product_categories').select('product_id').where('category_id', '=', categoryId),
        );
      }
      if (filter.menuId !== undefined) {
        const menuId = filter.menuId;
        query = query.where('p.id', 'in', (eb) =>
          eb
            .selectFrom('product_categories as pc')
            .innerJoin('categories as c', 'c.id', 'pc.category_id')
            .select('pc.product_id')
            .where('c.menu_id', '=', menuId),
        );
      }
      const rows = await query.execute();
      if (rows.length === 0) return [];

      const productIds = rows.map((r) => r.id);
      const [categories, sizes, groups] = await Promise.all([
        categoriesOf(db, productIds),
        filter.withSizes ? sizesOf(db, rows.map((r) => r.product_store_id), filter.language) : Promise.resolve([]),
        optionGroupsOf(db, productIds, filter.language),
      ]);

      return rows.map((row) => {
        const own = categories.filter((c) => c.product_id === row.id);
        return {
          id: row.id,
          name: translate(row.name, filter.language),
          url: row.url,
          description: translate(row.description, filter.language),
          ingredients: translate(row.ingredients, filter.language),
          price: Number(row.price),
          pack_price: row.pack_price === null ? null : Number(row.pack_price),
          pictures: [`products/${row.id}.svg`],
          allergens: row.allergens as AllergenId[],
          nutrition: row.nutrition,
          categories: own.map((c) => ({ id: c.category_id })),
          menu_ids: [...new Set(own.map((c) => c.menu_id))],
          sizes: sizes.filter((s) => s.product_store_id === row.product_store_id),
          option_groups: groups.filter((g) => g.product_id === row.id).map(({ product_id: _p, ...g }) => g),
          out_of_stock: !row.in_stock,
          age_restriction: row.age_restriction,
          recommended: row.recommended,
          only_for_later: row.only_for_later,
          today_only: row.today_only,
        };
      });
    },

    /**
     * The products' names in `language`, whichever store sells them or none: what a refusal calls a
     * product the store does not sell (list reads only the store's). A product not in the catalogue
     * has no entry.
     */
    async names(productIds: number[], language: Language): Promise<Map<number, string>> {
      if (productIds.length === 0) return new Map();
      const rows = await db.selectFrom('products').select(['id', 'name']).where('id', 'in', [...new Set(productIds)]).execute();
      return new Map(rows.map((row) => [row.id, translate(row.name, language)]));
    },

    /** Name and dish colour, for drawing the product's picture. */
    async pictureOf(productId: number): Promise<{ name: string; colour: string } | null> {
      const row = await db
        .selectFrom('products')
        .select(['name', 'colour'])
        .where('id', '=', productId)
        .executeTakeFirst();
      return row ? { name: row.name.en, colour: row.colour } : null;
    },
  };
}

async function categoriesOf(db: Kysely<Database>, productIds: number[]) {
  return db
    .selectFrom('product_categories as pc')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .select(['pc.product_id', 'pc.category_id', 'c.menu_id'])
    .where('pc.product_id', 'in', productIds)
    .orderBy('c.position')
    .execute();
}

async function sizesOf(db: Kysely<Database>, productStoreIds: number[], language: Language): Promise<ProductSize[]> {
  const rows = await db
    .selectFrom('product_sizes')
    .selectAll()
    .where('product_store_id', 'in', productStoreIds)
    .orderBy('position')
    .execute();
  return rows.map((s) => ({
    id: s.id,
    product_store_id: s.product_store_id,
    name: translate(s.name, language),
    price: Number(s.price),
  }));
}

async function optionGroupsOf(
  db: Kysely<Database>,
  productIds: number[],
  language: Language,
): Promise<(OptionGroup & { product_id: number })[]> {
  const groups = await db
    .selectFrom('option_groups')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('position')
    .execute();
  if (groups.length === 0) return [];
  const options = await db
    .selectFrom('options')
    .selectAll()
    .where('option_group_id', 'in', groups.map((g) => g.id))
    .orderBy('position')
    .execute();
  return groups.map((g) => ({
    id: g.id,
    product_id: g.product_id,
    name: translate(g.name, language),
    min_options: g.min_options,
    max_options: g.max_options,
    options: options
      .filter((o) => o.option_group_id === g.id)
      .map((o) => ({
        id: o.id,
        name: translate(o.name, language),
        price: Number(o.price),
        min_quantity: o.min_quantity,
        max_quantity: o.max_quantity,
        allergens: o.allergens,
      })),
  }));
}
