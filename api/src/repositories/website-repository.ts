import type { Kysely, Selectable } from 'kysely';
import type { Language } from 'shared-contracts/types/language';
import type { Banner, WebsiteSettings } from 'shared-contracts/types/settings';
import type { Database, WebsiteTable } from '../db/schema';
import { translate } from '../domain/language';

export type WebsiteRow = Selectable<WebsiteTable>;

export function websiteRepository(db: Kysely<Database>) {
  return {
    /** The brand row; the seed guarantees there is one. */
    async website(): Promise<WebsiteRow> {
      return db.selectFrom('website').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    },

    async banners(language: Language): Promise<Banner[]> {
      const rows = await db.selectFrom('banners').selectAll().orderBy('position').execute();
      return rows.map((b) => ({ id: b.id, title: translate(b.title, language), picture: b.picture, link: b.link }));
    },

    async pages(language: Language): Promise<WebsiteSettings['pages']> {
      const rows = await db.selectFrom('pages').selectAll().orderBy('position').execute();
      return rows.map((p) => ({ id: p.id, type: p.type, url: p.url, title: translate(p.title, language) }));
    },
  };
}
