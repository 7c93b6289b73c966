import type { Category, Menu } from 'shared-contracts/types/menu';
import type { WebsiteSettings } from 'shared-contracts/types/settings';

/**
 * Every menu and the categories of those menus, as the website settings carry them (in the
 * interface language; the shell fetches them again when it changes), so the homepage needs no
 * request of its own for them. Categories are grouped in menu order, like the menu pages list them.
 */
export function menusOfSettings(settings: Pick<WebsiteSettings, 'menus' | 'categories'>): { menus: Menu[]; categories: Category[] } {
  const menuOrder = new Map(settings.menus.map((menu, index) => [menu.id, index]));
  const categories = settings.categories
    .filter((category) => menuOrder.has(category.menu_id))
    .sort((a, b) => menuOrder.get(a.menu_id)! - menuOrder.get(b.menu_id)!);
  return { menus: settings.menus, categories };
}
