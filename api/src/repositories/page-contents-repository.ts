import type { Kysely } from 'kysely';
import type { Language } from 'shared-contracts/types/language';
import type { Database } from '../db/schema';
import { translate } from '../domain/language';

export interface PageView {
  id: number;
  type: string;
  url: string;
  title: string;
  body: string;
  /** What the body is written in: the language asked for, or English where it has none (spec §1). */
  language: Language;
}

export function pageContentsRepository(db: Kysely<Database>) {
  return {
    /** A page by its type or its url (/page/cookie-policy names the cookies page by url), or by id. */
    async find(key: string, id: number | undefined, language: Language): Promise<PageView | undefined> {
      let query = db
        .selectFrom('pages')
        .leftJoin('page_contents', 'page_contents.page_id', 'pages.id')
        .select(['pages.id', 'pages.type', 'pages.url', 'pages.title', 'page_contents.body'])
        .where((eb) => eb.or([eb('pages.type', '=', key), eb('pages.url', '=', key)]));
      if (id !== undefined) query = query.where('pages.id', '=', id);
      const row = await query.orderBy('pages.position').executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        type: row.type,
        url: row.url,
        title: translate(row.title, language),
        body: row.body ? translate(row.body, language) : '',
        language: (row.body ?? row.title)[language] ? language : 'en',
      };
    },
  };
}
