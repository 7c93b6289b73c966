import { SUPPORTED_LANGUAGES, type Language, type Translated } from 'shared-contracts/types/language';

/**
 * The language of an answer: translate_language, else the Content-Language header, each by its
 * first two letters; the first one the shop speaks wins, otherwise English.
 */
export function requestLanguage(translateLanguage: string | undefined, contentLanguage: string | undefined): Language {
  for (const candidate of [translateLanguage, contentLanguage]) {
    const code = candidate?.trim().slice(0, 2).toLowerCase();
    const supported = SUPPORTED_LANGUAGES.find((language) => language === code);
    if (supported) return supported;
  }
  return 'en';
}

/** The text in `language`, falling back to English field by field (Romanian is partial, spec §1). */
export function translate(text: Translated, language: Language): string {
  return text[language] ?? text.en;
}
