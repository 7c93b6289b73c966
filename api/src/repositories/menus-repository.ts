import type { Kysely } from 'kysely';
import type { Language } from 'shared-contracts/types/language';
import type { Category, Menu } from 'shared-contracts/types/menu';
import type { Database } from '../db/schema';
import { translate } from '../domain/language';

export function menusRepository(db: Kysely<Database>) {
  return {
    async menus(language: Language): Promise<Menu[]> {
      const rows = await db.selectFrom('menus').select(['id', 'name', 'url']).orderBy('position').execute();
      return rows.map((m) => ({ id: m.id, name: translate(m.name, language), url: m.url }));
    },

    async menuExists(menuId: number): Promise<boolean> {
      const row = await db.selectFrom('menus').select('id').where('id', '=', menuId).executeTakeFirst();
      return row !== undefined;
    },

    /** Categories of one menu, or of every menu when `menuId` is omitted. */
    async categories(language: Language, menuId?: number): Promise<Category[]> {
      let query = db.selectFrom('categories').select(['id', 'menu_id', 'name', 'url']).orderBy('position');
      if (menuId !== undefined) query = query.where('menu_id', '=', menuId);
      const rows = await query.execute();
      return rows.map((c) => ({ id: c.id, menu_id: c.menu_id, name: translate(c.name, language), url: c.url }));
    },
  };
}
