import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import type { Category, Menu } from 'shared-contracts/types/menu';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import './CategoryTabs.css';

export interface CategoryTabsProps {
  menu: Menu;
  categories: Category[];
  /** The chosen category, or null when the whole menu is shown. */
  currentCategoryId: number | null;
}

/** The menu's categories as a row of links, the current one marked for assistive technology. */
export function CategoryTabs({ menu, categories, currentCategoryId }: CategoryTabsProps) {
  const { t } = useCatalogTexts();
  const menuParams = { menuName: menu.url, menuId: menu.id };
  return (
    <nav className="category-tabs" aria-label={t('categories')}>
      <ul className="category-tabs__list">
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
