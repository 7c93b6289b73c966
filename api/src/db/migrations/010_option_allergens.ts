import { sql, type Kysely } from 'kysely';
import { products } from '../seed/run-seed';

/**
 * Allergens per option, so the allergen filter hides an option as well as a dish (an extra
 * mozzarella brings dairy to a pizza that had none). Databases seeded before this migration get
 * the seed's option allergens here; fresh ones get them from the seed itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('options')
    .addColumn('allergens', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  const options = products.flatMap((p) => (p.option_groups ?? []).flatMap((g) => g.options));
  for (const option of options) {
    if (!option.allergens?.length) continue;
    await sql`update options set allergens = ${JSON.stringify(option.allergens)}::jsonb where id = ${option.id}`.execute(db);
  }
}
