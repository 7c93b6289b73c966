import { api } from 'shared-contracts/api/client';
import type { Language } from 'shared-contracts/types/language';
import type { Menu } from 'shared-contracts/types/menu';

/** GET public/menus (spec §7), in the interface language. */
export function getMenus(language: Language, signal?: AbortSignal): Promise<Menu[]> {
  return api()
    .get('public/menus', { searchParams: { translate_language: language }, signal })
    .json<Menu[]>();
}
