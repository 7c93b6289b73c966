import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { assetUrl } from '../theme/apply-theme';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useHeightProperty } from './use-height-property';

export function Header() {
  const settings = useStore($settings);
  const { t } = useNamespace('shell', loadShellMessages);
  const name = settings?.website.name ?? '';
  const header = useRef<HTMLElement>(null);
  useHeightProperty(header, '--shell-header-height');
  return (
    <header className="header" ref={header}>
      <Link to="/" className="header__brand" aria-label={t('layout.home', { name })}>
        {settings?.website.logo && (
          <img className="header__logo" src={assetUrl(settings.assets_url, settings.website.logo)} alt="" height="40" />
        )}
        <span className={settings?.website.logo ? 'visually-hidden' : 'header__name'}>{name}</span>
      </Link>
      <div className="header__tools">
        <LanguageSwitcher />
        <RemoteWidget remote="account" module="./UserMenu" props={{}} retryLabel={t('remote.retryAccount')} />
        <RemoteWidget remote="cart_checkout" module="./CartWidget" props={{}} retryLabel={t('remote.retryCart')} />
      </div>
    </header>
  );
}
