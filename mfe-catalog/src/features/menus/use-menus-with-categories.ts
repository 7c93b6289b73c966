import { useStore } from '@nanostores/react';
import { $language } from 'shared-contracts/stores/language';
import { useRequest } from '../../lib/use-request';
import { getCategoriesOfMenus } from '../categories/api/get-categories';
import { getMenus } from './api/get-menus';

/** Every menu and every category of those menus, in the interface language. */
export function useMenusWithCategories() {
  const language = useStore($language);
  return useRequest(
    async (signal) => {
      const menus = await getMenus(language, signal);
      const categories = await getCategoriesOfMenus(
        menus.map((menu) => menu.id),
        language,
        signal,
      );
      return { menus, categories };
    },
    [language],
  );
}
