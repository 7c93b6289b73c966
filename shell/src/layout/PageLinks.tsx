import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { PageLink } from './page-links';

/** A labelled list of links in the footer (the brand's pages, the legal pages). */
export function PageLinks({ label, links, t }: { label: string; links: PageLink[]; t: TFunction }) {
  return (
    <nav aria-label={label}>
      <ul className="footer__pages">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.title ?? t(link.key)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
