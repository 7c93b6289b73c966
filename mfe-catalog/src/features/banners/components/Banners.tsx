import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { sameSitePath } from 'shared-contracts/routes/same-site-path';
import type { Banner } from 'shared-contracts/types/settings';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { pictureUrl } from '../../../lib/picture-url';
import './Banners.css';

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

/**
 * The shop's own pages ("/lunch/1") open without reloading the shop; any other address (another
 * site's, or one a browser would take for one: "//host", "/\host", "/.//host") is an ordinary link.
 */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  const shopPath = sameSitePath(link);
  return shopPath !== null ? (
    <Link className="banners__link" to={shopPath}>
      {children}
    </Link>
  ) : (
    <a className="banners__link" href={link}>
      {children}
    </a>
  );
}
