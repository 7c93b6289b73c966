import { api } from 'shared-contracts/api/client';
import type { Language } from 'shared-contracts/types/language';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import { decodedOrAsIs } from '../routes/decoded-or-as-is';

/** Spec §7 GET public/website-settings: device, the language to translate to, and the store's URL on store pages. */
export function loadWebsiteSettings(language: Language): Promise<WebsiteSettings> {
  const device = window.matchMedia('(max-width: 768px)').matches ? 'mobile' : 'desktop';
  const searchParams: Record<string, string> = { device, translate_language: language };
  const storeUrl = /^\/s\/([^/]+)/.exec(window.location.pathname)?.[1];
  if (storeUrl) searchParams.store_url = decodedOrAsIs(storeUrl);
  return api().get('public/website-settings', { searchParams, context: { quiet: true } }).json<WebsiteSettings>();
}
