import { NavLink } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { PageLink } from './page-links';

/**
 * A labelled list of links: the brand's pages under the header ("top"), and the brand's and the
 * legal pages in the footer. The link of the page shown says so (NavLink's aria-current="page").
 */
export function PageLinks({ label, links, t, place = 'footer' }: { label: string; links: PageLink[]; t: TFunction; place?: 'top' | 'footer' }) {
  return (
    <nav aria-label={label} className={`page-links--${place}`}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>{link.title ?? t(link.key)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
