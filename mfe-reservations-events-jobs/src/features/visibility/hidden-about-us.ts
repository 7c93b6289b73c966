import type { WebsiteSettings } from 'shared-contracts/types/settings';

/**
 * Whether a static page's key (its type or url) names the about-us page while the brand hides it:
 * the settings already say so, and the API would only answer 404 for it.
 */
export function isHiddenAboutUs(settings: WebsiteSettings | null, key: string): boolean {
  if (!settings || settings.show_pages.about_us) return false;
  return settings.pages.some((page) => page.type === 'about_us' && (page.type === key || page.url === key));
}
