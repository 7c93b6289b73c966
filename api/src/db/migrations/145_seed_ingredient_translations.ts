import { sql, type Kysely } from 'kysely';
import { orderTimingProducts } from '../seed/products-order-timing';
import { products } from '../seed/run-seed';

/**
 * The seeded products' ingredients were stored in English only, so a Spanish, Lithuanian or
 * Romanian page listed them in English. A database seeded before this gets the seed's
 * translations for every product whose ingredients are still the seed's English-only text; texts
 * the brand changed are left alone. (A fresh database is seeded after the migrations, translated.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const product of [...products, ...orderTimingProducts]) {
    await sql`update products set ingredients = ${JSON.stringify(product.ingredients)}::jsonb
      where id = ${product.id} and ingredients = ${JSON.stringify({ en: product.ingredients.en })}::jsonb`.execute(db);
  }
}
