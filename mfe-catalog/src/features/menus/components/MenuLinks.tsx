import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Menu } from 'shared-contracts/types/menu';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { href } from 'shared-contracts/routes/named-routes';
import './MenuLinks.css';

/** The shop's menus, each a link to its menu page. */
export function MenuLinks({ menus }: { menus: Menu[] }) {
  const { t } = useCatalogTexts();
  const headingId = useId();
  if (menus.length === 0) return null;
  return (
    <nav className="menu-links" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('menus')}</h2>
      <ul className="menu-links__list">
        {menus.map((menu) => (
          <li key={menu.id}>
            <Link className="menu-links__link" to={href('menu-page', { menuName: menu.url, menuId: menu.id })}>
              {menu.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
