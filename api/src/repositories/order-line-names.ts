import type { Kysely } from 'kysely';
import type { Language, Translated } from 'shared-contracts/types/language';
import type { Database } from '../db/schema';
import { translate } from '../domain/language';

/** An order line as stored: its names are a snapshot in the language the customer ordered in. */
export interface StoredLineNames {
  product_id: number;
  name: string;
  size_id: number | null;
  size_name: string | null;
  options: { id: number; quantity: number; name?: string }[];
}

/**
 * The lines with their product, size and option names as the catalogue says them in `language`
 * (English where it has none, as the menu shows them), so one reader sees one language whatever
 * each customer ordered in. Only a name the catalogue still gives that item, in some language, is
 * said again: a dish renamed or taken off the menu since keeps the name the customer ordered by,
 * and an option stored without a name (before names were kept) stays without one.
 */
export async function linesInLanguage<Line extends StoredLineNames>(db: Kysely<Database>, lines: Line[], language: Language): Promise<Line[]> {
  if (lines.length === 0) return lines;
  const sizeIds = lines.flatMap((line) => (line.size_id === null ? [] : [line.size_id]));
  const optionIds = lines.flatMap((line) => line.options.map((option) => option.id));
  const [products, sizes, options] = await Promise.all([
    db.selectFrom('products').select(['id', 'name']).where('id', 'in', unique(lines.map((line) => line.product_id))).execute(),
    sizeIds.length ? db.selectFrom('product_sizes').select(['id', 'name']).where('id', 'in', unique(sizeIds)).execute() : [],
    optionIds.length ? db.selectFrom('options').select(['id', 'name']).where('id', 'in', unique(optionIds)).execute() : [],
  ]);
  const inLanguage = (rows: { id: number; name: Translated }[]) => {
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return (id: number, stored: string) => {
      const name = names.get(id);
      return name && Object.values(name).includes(stored) ? translate(name, language) : stored;
    };
  };
  const productName = inLanguage(products);
  const sizeName = inLanguage(sizes);
  const optionName = inLanguage(options);
  return lines.map((line) => ({
    ...line,
    name: productName(line.product_id, line.name),
    size_name: line.size_id === null || line.size_name === null ? line.size_name : sizeName(line.size_id, line.size_name),
    options: line.options.map((option) => (option.name ? { ...option, name: optionName(option.id, option.name) } : option)),
  }));
}

const unique = (ids: number[]) => [...new Set(ids)];
