import { useStore } from '@nanostores/react';
import { useLocation } from 'react-router-dom';
import { $settings } from 'shared-contracts/stores/settings';
import { assetUrl } from '../theme/apply-theme';
import { brandFilter } from '../theme/brand-filter';
import './brand-backdrop.css';

/**
 * The brand's own pictures from website settings: `background` (the API picks the desktop or mobile
 * one) above the homepage, `login_background` above the sign-in screens, tinted by `color_filter`.
 * Decoration only, so it is hidden from assistive technology and carries no text to read.
 */
export function BrandBackdrop() {
  const settings = useStore($settings);
  const { pathname } = useLocation();
  if (!settings) return null;
  const picture = pathname.startsWith('/auth/') ? settings.website.login_background : pathname === '/' ? settings.website.background : '';
  // A background given as a colour is the page colour (apply-theme), not a picture.
  if (!picture || picture.startsWith('#')) return null;
  const filter = brandFilter(settings.website.color_filter);
  return (
    <div
      className="brand-backdrop"
      aria-hidden="true"
      data-testid="brand-backdrop"
      style={{ backgroundImage: `url("${assetUrl(settings.assets_url, picture)}")`, ...(filter ? { filter } : {}) }}
    />
  );
}
