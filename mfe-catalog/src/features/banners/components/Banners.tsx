import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from 'shared-contracts/types/settings';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { pictureUrl } from '../../../lib/picture-url';
import './Banners.css';

/** A path of this shop ("/lunch/1"), opened in place; not "//host" or "/\host", which browsers take for another site. */
function isShopPath(link: string): boolean {
  return link.startsWith('/') && link[1] !== '/' && link[1] !== '\\';
}

/**
 * The shop's banners (settings.banners), a horizontally scrolling row of linked pictures, each with
 * its title written under it: the title comes translated with the settings, a picture's words would
 * not. The title names the link, so the picture itself is decorative.
 */
export function Banners({ banners, assetsUrl }: { banners: Banner[]; assetsUrl: string }) {
  const { t } = useCatalogTexts();
  const headingId = useId();
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-labelledby={headingId}>
      <h2 id={headingId} className="banners__heading">
        {t('banners')}
      </h2>
      <ul className="banners__list">
        {banners.map((banner, index) => (
          <li key={banner.id} className="banners__item">
            <BannerLink link={banner.link}>
              <img
                src={pictureUrl(assetsUrl, banner.picture)}
                alt=""
                width={960}
                height={360}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className="banners__title">{banner.title}</span>
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The shop's own pages open without reloading the shop; another site's address is an ordinary link. */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  return isShopPath(link) ? (
    <Link className="banners__link" to={link}>
      {children}
    </Link>
  ) : (
    <a className="banners__link" href={link}>
      {children}
    </a>
  );
}
