import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { THEME_VARIABLES } from 'shared-contracts/ui/theme';
import { brandPair, brandText, readableBackground } from 'shared-contracts/theme/contrast';
import { rememberBrandColours } from './remembered-brand-colours';

const DEFAULT_PAGE_BACKGROUND = '#faf8f5';

/** Website settings -> the theme's CSS variables and the favicon; the brand colour kept for the offline page. */
export function applyTheme(settings: WebsiteSettings, root: HTMLElement = document.documentElement): void {
  const { brand, onBrand } = brandPair(settings.website.color);
  rememberBrandColours({ brand, onBrand });
  root.style.setProperty(THEME_VARIABLES.brand, brand);
  root.style.setProperty(THEME_VARIABLES.onBrand, onBrand);
  // Settings' background is usually a picture; a colour is taken only if all the page draws on it stays readable.
  const background = readableBackground(settings.website.background) ? settings.website.background : DEFAULT_PAGE_BACKGROUND;
  root.style.setProperty(THEME_VARIABLES.background, background);
  root.style.setProperty(THEME_VARIABLES.brandText, brandText(brand, background));
  const favicon = settings.website.favicon || settings.website.logo;
  if (favicon) setLink('icon', assetUrl(settings.assets_url, favicon));
}

/** Settings give asset paths relative to the assets host; absolute URLs pass through. */
export function assetUrl(assetsUrl: string, file: string): string {
  if (/^(https?:|data:)/.test(file)) return file;
  return `${assetsUrl.replace(/\/$/, '')}/${file.replace(/^\//, '')}`;
}

function setLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}
