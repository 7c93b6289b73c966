import { sql, type Kysely } from 'kysely';
import type { TranslatedMetaTags } from '../schema';
import { casaAuroraMetaTags } from '../seed/brand';
import { limonaiaMetaTags } from '../seed/limonaia-brand';

function englishOnly(tags: TranslatedMetaTags) {
  return { title: tags.title.en, description: tags.description.en, keywords: tags.keywords.en };
}

/**
 * meta_tags held one English title, description and keywords, so Spanish and Romanian pages kept
 * the English page title. Each text becomes translated like the other settings texts: what a
 * brand wrote stays its English text, and the seeded brands, where still unchanged, get their
 * Spanish, Lithuanian and Romanian texts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const tags of [casaAuroraMetaTags, limonaiaMetaTags]) {
    await sql`update website set meta_tags = ${JSON.stringify(tags)}::jsonb
      where meta_tags = ${JSON.stringify(englishOnly(tags))}::jsonb`.execute(db);
  }
  await sql`update website set meta_tags = jsonb_build_object(
      'title', jsonb_build_object('en', meta_tags->'title'),
      'description', jsonb_build_object('en', meta_tags->'description'),
      'keywords', jsonb_build_object('en', meta_tags->'keywords'))
    where jsonb_typeof(meta_tags->'title') = 'string'`.execute(db);
}
