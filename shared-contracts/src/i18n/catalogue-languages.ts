import type { Language } from 'shared-contracts/types/language';

/** Spec §1: the Romanian catalogue is partial; it falls back to English key by key. */
const PARTIAL_LANGUAGES: readonly Language[] = ['ro'];

/**
 * The catalogues a page loads to show `language` (issue #10: each remote loads only the current
 * language). English, Spanish and Lithuanian are complete (scripts/test/translations.test.ts
 * fails on a missing key), so each comes alone; a partial one brings English for its gaps.
 */
export function catalogueLanguages(language: Language): Language[] {
  return PARTIAL_LANGUAGES.includes(language) ? [language, 'en'] : [language];
}
