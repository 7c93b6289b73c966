import { api } from 'shared-contracts/api/client';
import type { Language } from 'shared-contracts/types/language';
import type { Category } from 'shared-contracts/types/menu';

/** GET public/categories?menu_id= (spec §7), in the interface language. */
export function getCategories(menuId: number, language: Language, signal?: AbortSignal): Promise<Category[]> {
  return api()
    .get('public/categories', { searchParams: { menu_id: menuId, translate_language: language }, signal })
    .json<Category[]>();
}

/** The categories of several menus, in menu order, for pages that list everything. */
export async function getCategoriesOfMenus(
  menuIds: number[],
  language: Language,
  signal?: AbortSignal,
): Promise<Category[]> {
  const perMenu = await Promise.all(menuIds.map((id) => getCategories(id, language, signal)));
  return perMenu.flat();
}
