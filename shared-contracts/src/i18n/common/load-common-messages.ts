import type { Language } from 'shared-contracts/types/language';
import type { Messages } from 'shared-contracts/i18n/namespace';

/** The i18next namespace of texts every package shows: the error catalogue and shared notices. */
export const COMMON_NAMESPACE = 'common';

/** One bundle per language, loaded on demand so a page carries only the languages it shows. */
const bundles: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./en.json'),
  es: () => import('./es.json'),
  lt: () => import('./lt.json'),
  ro: () => import('./ro.json'),
};

export async function loadCommonMessages(language: Language): Promise<Messages> {
  return (await bundles[language]()).default;
}
