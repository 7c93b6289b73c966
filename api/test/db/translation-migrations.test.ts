import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { openMigrationDatabase, type MigrationDatabase } from '../helpers/migration-database';

/** The migrations that give texts stored in English only their translations (144, 145). */
let m: MigrationDatabase;
beforeAll(async () => {
  m = await openMigrationDatabase();
});
afterAll(async () => {
  await m.close();
});

const metaTagsOf = async (id: number) =>
  (await m.db.selectFrom('website').select('meta_tags').where('id', '=', id).executeTakeFirstOrThrow()).meta_tags;

test('meta tags stored before migration 144 become translated texts', async () => {
  // Back to how such a database looked: one English text each, 144 not yet run. Brand 1 still
  // has the seed's texts; brand 2 wrote its own.
  const seeded = await metaTagsOf(1);
  await m.db
    .updateTable('website')
    .set({ meta_tags: JSON.stringify({ title: seeded.title.en, description: seeded.description.en, keywords: seeded.keywords.en }) })
    .where('id', '=', 1)
    .execute();
  await m.db
    .updateTable('website')
    .set({ meta_tags: JSON.stringify({ title: 'Our own title', description: 'Our own words', keywords: 'ours' }) })
    .where('id', '=', 2)
    .execute();
  await m.forget('144_translated_meta_tags');

  expect(await migrateToLatest(m.db, m.schema)).toEqual(['144_translated_meta_tags']);
  expect(await metaTagsOf(1)).toEqual(seeded);
  expect((await metaTagsOf(1)).title.es).toBe('Casa Aurora: pide pizza, pasta y más en Bucarest');
  expect(await metaTagsOf(2)).toEqual({
    title: { en: 'Our own title' },
    description: { en: 'Our own words' },
    keywords: { en: 'ours' },
  });
});

const ingredientsOf = async (id: number) =>
  (await m.db.selectFrom('products').select('ingredients').where('id', '=', id).executeTakeFirstOrThrow()).ingredients;

test('a database seeded with English-only ingredients gets the translations; changed texts stay', async () => {
  // Back to how such a database looked: the seed's English text only, 145 not yet run. The brand
  // rewrote the ingredients of product 2.
  const margherita = await ingredientsOf(1);
  await sql`update products set ingredients = jsonb_build_object('en', ingredients->'en')`.execute(m.db);
  await m.db.updateTable('products').set({ ingredients: JSON.stringify({ en: 'Our own dough, our own sauce' }) }).where('id', '=', 2).execute();
  await m.forget('145_seed_ingredient_translations');

  expect(await migrateToLatest(m.db, m.schema)).toEqual(['145_seed_ingredient_translations']);
  expect(await ingredientsOf(1)).toEqual(margherita);
  expect((await ingredientsOf(1)).es).toBe('Harina de trigo, tomates, mozzarella (leche), albahaca, aceite de oliva, sal, levadura');
  expect((await ingredientsOf(42)).ro).toBe('Supă de legume (țelină), paste din grâu, roșii, parmezan (lapte), lămâi, zahăr');
  expect(await ingredientsOf(2)).toEqual({ en: 'Our own dough, our own sauce' });
});
