import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import type { Category, Menu } from 'shared-contracts/types/menu';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { centreInStrip } from '../centre-in-strip';
import './CategoryTabs.css';

export interface CategoryTabsProps {
  menu: Menu;
  categories: Category[];
  /** The chosen category, or null when the whole menu is shown. */
  currentCategoryId: number | null;
}

/**
 * The menu's categories as a row of links, the current one marked for assistive technology and
 * scrolled into view. The row stays mounted from one category to the next (MenuProducts), so the
 * tab followed keeps the focus, as the shell's focus-on-navigation expects of a category tab.
 */
export function CategoryTabs({ menu, categories, currentCategoryId }: CategoryTabsProps) {
  const { t } = useCatalogTexts();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list.current && current) centreInStrip(list.current, current);
  }, [currentCategoryId]);
  const menuParams = { menuName: menu.url, menuId: menu.id };
  return (
    <nav className="category-tabs" aria-label={t('categories')}>
      <ul ref={list} className="category-tabs__list">
        <li>
          <Link
            className="category-tabs__link"
            to={href('menu-page', menuParams)}
            aria-current={currentCategoryId === null ? 'page' : undefined}
          >
            {t('all_categories')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              className="category-tabs__link"
              to={href('menu-page.category', { ...menuParams, categoryUrl: category.url, categoryId: category.id })}
              aria-current={category.id === currentCategoryId ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
