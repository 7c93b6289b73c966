/**
 * The offline page (public/offline.html, which the service worker shows when a page cannot be
 * fetched) in the customer's language. It runs without the shop, so it is built on its own
 * (build/offline-script-config.mjs), but with the shop's own language rule and texts.
 */
import type { Messages } from 'shared-contracts/i18n/namespace';
import type { Language } from 'shared-contracts/types/language';
import { AA_CONTRAST, contrastRatio } from 'shared-contracts/theme/contrast';
import type { BrandColours } from '../theme/remembered-brand-colours';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import lt from '../i18n/lt.json';
import ro from '../i18n/ro.json';

const CATALOGUES: Record<Language, Messages> = { en, es, lt, ro };

/** Writes each `data-text` element (offline.title, offline.text, offline.retry) in `language`. */
export function translateOfflineScreen(page: Document, language: Language): void {
  page.documentElement.lang = language;
  page.querySelectorAll<HTMLElement>('[data-text]').forEach((element) => {
    const key = `offline.${element.dataset.text}`;
    const text = CATALOGUES[language][key];
    if (text) {
      element.textContent = text;
      element.removeAttribute('lang');
    } else {
      // The partial Romanian catalogue: English for this text, marked so for screen readers.
      element.textContent = CATALOGUES.en[key] ?? element.textContent;
      element.lang = 'en';
    }
  });
  page.title = CATALOGUES[language]['offline.title'] ?? CATALOGUES.en['offline.title']!;
}

/**
 * The service worker answers a page it could not fetch with this screen at that page's own address:
 * "Try again" asks for the same address (the search, the event the customer was opening), not the
 * homepage. Without a script the link's own "/" stays.
 */
export function retryThisPage(page: Document, here: Pick<Location, 'pathname' | 'search' | 'hash'>): void {
  page.querySelector<HTMLAnchorElement>('.offline__retry')?.setAttribute('href', `${here.pathname}${here.search}${here.hash}`);
}

/**
 * "Try again" in the brand's colour this device last saw, with the text colour the theme paired
 * with it; a first visit (or a pair that would not read) keeps offline.css's neutral dark.
 */
export function paintBrand(page: Document, { brand, onBrand }: Partial<BrandColours>): void {
  if (!brand || !onBrand || contrastRatio(brand, onBrand) < AA_CONTRAST) return;
  page.documentElement.style.setProperty('--brand', brand);
  page.documentElement.style.setProperty('--on-brand', onBrand);
}
