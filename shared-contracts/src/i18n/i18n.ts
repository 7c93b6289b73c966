/**
 * The one i18next instance of the page. It is a federation singleton (shared-contracts is shared),
 * so the shell initialises it and every remote adds its own namespace to it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from 'shared-contracts/types/language';
import { catalogueLanguages } from 'shared-contracts/i18n/catalogue-languages';

export const i18n = i18next.createInstance();

/** How a missing text is reported on the console. */
export const MISSING_TEXT = 'Missing text';

let started: Promise<unknown> | null = null;

/** Initialise once; later calls only change the language. English is the per-key fallback. */
export function startI18n(language: Language): Promise<unknown> {
  if (!started) {
    started = i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      ns: [],
      resources: {},
      interpolation: { escapeValue: false },
      // A key that the loaded catalogues lack would show the customer the key itself: say so
      // loudly, so the browser suites (which fail on these) and a developer's console catch it.
      // A namespace still loading is not missing anything.
      saveMissing: true,
      missingKeyHandler: (languages, ns, key) => {
        const loaded = catalogueLanguages(i18n.language as Language).every((needed) => i18n.hasResourceBundle(needed, ns));
        if (loaded) console.error(`${MISSING_TEXT} ${ns}:${key} (${languages.join(', ')})`);
      },
      react: { useSuspense: false },
      // The library's advertisement on every customer's console is not the shop's to show.
      showSupportNotice: false,
    });
    return started;
  }
  return started.then(() => i18n.changeLanguage(language));
}
