/**
 * The one i18next instance of the page. It is a federation singleton (shared-contracts is shared),
 * so the shell initialises it and every remote adds its own namespace to it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from 'shared-contracts/types/language';

export const i18n = i18next.createInstance();

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
      react: { useSuspense: false },
    });
    return started;
  }
  return started.then(() => i18n.changeLanguage(language));
}
