import { sql, type Kysely } from 'kysely';

/**
 * Menus, categories and products. Price and stock belong to a product as sold in one store
 * (product_stores); sizes hang off that row, so each store can price them differently.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menus')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('ingredients', 'jsonb', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('allergens', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('nutrition', 'jsonb')
    .addColumn('age_restriction', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recommended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('product_stores')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('pack_price', 'numeric(10, 2)')
    .addColumn('in_stock', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('product_stores_product_store', ['product_id', 'store_id'])
    .execute();

  await db.schema
    .createTable('product_sizes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_store_id', 'integer', (c) => c.notNull().references('product_stores.id').onDelete('cascade'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('option_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('min_options', 'integer', (c) => c.notNull())
    .addColumn('max_options', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('options')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('option_group_id', 'integer', (c) => c.notNull().references('option_groups.id').onDelete('cascade'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('min_quantity', 'integer', (c) => c.notNull())
    .addColumn('max_quantity', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('categories_menu').on('categories').column('menu_id').execute();
  await db.schema.createIndex('product_categories_category').on('product_categories').column('category_id').execute();
  await db.schema.createIndex('product_sizes_product_store').on('product_sizes').column('product_store_id').execute();
  await db.schema.createIndex('option_groups_product').on('option_groups').column('product_id').execute();
}
