import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import { openConsentSettings } from 'shared-contracts/stores/consent';
import { Button } from 'shared-contracts/ui/Button';
import { SanitisedHtml } from 'shared-contracts/ui/SanitisedHtml';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { legalLinks, visiblePageLinks } from './page-links';
import { PageLinks } from './PageLinks';
import { socialNetworkName } from './social-network-name';

export function Footer() {
  const settings = useStore($settings);
  const { t } = useNamespace('shell', loadShellMessages);
  if (!settings) return null;
  const { website, social_media: social } = settings;
  return (
    <footer className="footer">
      {settings.footer_content && (
        // Settings HTML is the brand's own, but still sanitised: no HTML reaches the page unsanitised.
        <SanitisedHtml className="footer__content" html={settings.footer_content} />
      )}
      <PageLinks label={t('pages.nav')} links={visiblePageLinks(settings)} t={t} />
      <PageLinks label={t('pages.legal')} links={legalLinks(settings)} t={t} />
      <address className="footer__contact">
        {website.phone && <a href={`tel:${website.phone.replace(/\s/g, '')}`}>{website.phone}</a>}
        {website.email && <a href={`mailto:${website.email}`}>{website.email}</a>}
      </address>
      {social.length > 0 && (
        <nav aria-label={t('layout.social')}>
          <ul className="footer__social">
            {social.map((account) => (
              <li key={account.url}>
                {/* A new tab is said before it opens (WCAG G201): Back would not bring the customer here. */}
                <a href={account.url} rel="noopener noreferrer" target="_blank">
                  {socialNetworkName(account.network)}
                  <span className="visually-hidden"> ({t('layout.newTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div>
        <Button variant="link" className="footer__cookie-settings" onClick={openConsentSettings}>
          {t('layout.cookieSettings')}
        </Button>
      </div>
      <p className="footer__legal">© {new Date().getFullYear()} {settings.company_name || website.name}</p>
    </footer>
  );
}
