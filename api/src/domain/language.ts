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

/**
 * The text in `language`, falling back to English field by field (Romanian is partial, spec §1),
 * its `{name}` placeholders filled from `params` (a placeholder not given stays as written).
 */
export function translate(text: Translated, language: Language, params: Record<string, string | number> = {}): string {
  return (text[language] ?? text.en).replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
