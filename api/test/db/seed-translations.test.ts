import { sql } from 'kysely';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-contracts/types/language';
import { openMigrationDatabase, type MigrationDatabase } from '../helpers/migration-database';

/**
 * Every brand offers every interface language (spec §1), so every text the seed gives customers
 * (product, category, option and size names, descriptions, ingredients, pages, banners, events,
 * jobs, footers, meta tags) must be written in each of them. The test reads the seeded database
 * rather than the seed modules, so a text added to any seeded table or JSON column is covered.
 */

/**
 * Texts rightly the same as the English one, and the languages where they are: Italian dish names
 * that menus abroad keep in Italian, the Romanian papanași, coffees and beers that menus everywhere
 * name in English or Italian, and sizes in centimetres. Anything else equal to English is untranslated.
 */
const SAME_AS_ENGLISH: Record<string, Language[]> = {
  Pizza: ['ro'],
  Pasta: ['es'],
  Margherita: ['ro'],
  Diavola: ['es', 'lt', 'ro'],
  'Frutti di mare': ['es', 'ro'],
  'Pesto verde': ['es', 'ro'],
  'Prosciutto e funghi': ['ro'],
  'Penne arrabbiata': ['lt', 'ro'],
  'Tagliatelle bolognese': ['ro'],
  'Linguine alle vongole': ['ro'],
  Tiramisu: ['lt', 'ro'],
  Papanași: ['es', 'lt', 'ro'],
  Espresso: ['es', 'ro'],
  Cappuccino: ['ro'],
  'Flat white': ['es', 'lt', 'ro'],
  'Cola 330 ml': ['es', 'ro'],
  'IPA 330 ml': ['es', 'lt', 'ro'],
  '30 cm': ['es', 'lt', 'ro'],
  '40 cm': ['es', 'lt', 'ro'],
};

interface Found {
  /** table.column and row, then the path inside the JSON value. */
  where: string;
  text: Record<string, unknown> & { en: string };
}

/** Every object with an English text inside a JSON value: a translated text (spec §1). */
function translatedTexts(value: unknown, where: string): Found[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => translatedTexts(item, `${where}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string') return [{ where, text: record as Found['text'] }];
  return Object.entries(record).flatMap(([key, inner]) => translatedTexts(inner, `${where}.${key}`));
}

let m: MigrationDatabase;
let found: Found[];
beforeAll(async () => {
  m = await openMigrationDatabase();
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type in ('json', 'jsonb') order by table_name, column_name`.execute(m.db);
  found = [];
  for (const { table_name, column_name } of columns.rows) {
    const rows = await sql<{ value: unknown }>`select ${sql.ref(column_name)} as value from ${sql.table(table_name)}`.execute(m.db);
    rows.rows.forEach((row, index) => {
      // A JSON column read as text (json rather than jsonb on some drivers) is parsed here.
      const value = typeof row.value === 'string' && /^[[{]/.test(row.value) ? JSON.parse(row.value) : row.value;
      found.push(...translatedTexts(value, `${table_name}.${column_name}#${index}`));
    });
  }
});
afterAll(async () => {
  await m.close();
});

test('the seeded database has translated texts in the tables customers read', () => {
  const tables = new Set(found.map((f) => f.where.split('.')[0]));
  for (const table of ['products', 'product_sizes', 'options', 'option_groups', 'menus', 'categories', 'banners', 'pages', 'page_contents', 'events', 'jobs', 'website']) {
    expect(tables).toContain(table);
  }
});

test.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('every seeded text is written in %s', (language) => {
  const missing = found.filter((f) => typeof f.text[language] !== 'string' || (f.text[language] as string).trim() === '');
  expect(missing.map((f) => `${f.where}: ${f.text.en}`)).toEqual([]);
});

test.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('no seeded %s text is still the English one', (language) => {
  const english = found.filter((f) => f.text[language] === f.text.en && !(SAME_AS_ENGLISH[f.text.en] ?? []).includes(language));
  expect(english.map((f) => `${f.where}: ${f.text.en}`)).toEqual([]);
});

test('Romanian texts write ș and ț with the comma below, not the cedilla of ş and ţ', () => {
  const cedilla = found.filter((f) => typeof f.text.ro === 'string' && /[şţŞŢ]/.test(f.text.ro));
  expect(cedilla.map((f) => `${f.where}: ${f.text.ro}`)).toEqual([]);
});
