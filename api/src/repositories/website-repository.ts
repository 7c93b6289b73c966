import type { Kysely, Selectable } from 'kysely';
import type { Language } from 'shared-contracts/types/language';
import type { Banner, WebsiteSettings } from 'shared-contracts/types/settings';
import type { Database, WebsiteTable } from '../db/schema';
import { translate } from '../domain/language';

export type WebsiteRow = Selectable<WebsiteTable>;

/** `brandId` is the deployment's brand (BRAND_ID); null takes the first row, which the seed guarantees. */
export function websiteRepository(db: Kysely<Database>, brandId: number | null = null) {
  return {
    async website(): Promise<WebsiteRow> {
      const rows = db.selectFrom('website').selectAll();
      if (brandId !== null) {
        const row = await rows.where('id', '=', brandId).executeTakeFirst();
        if (!row) throw new Error(`BRAND_ID ${brandId} names no website row.`);
        return row;
      }
      return rows.orderBy('id').limit(1).executeTakeFirstOrThrow();
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
