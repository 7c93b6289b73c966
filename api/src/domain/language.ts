import type { FastifyRequest } from 'fastify';
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

/** The language of an answer to a request that says it only by Content-Language, as the screens send it. */
export function contentLanguageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  return requestLanguage(undefined, request.headers['content-language']);
}

/**
 * The text in `language`, falling back to English field by field (Romanian is partial, spec §1),
 * its `{name}` placeholders filled from `params` (a placeholder not given stays as written).
 */
export function translate(text: Translated, language: Language, params: Record<string, string | number> = {}): string {
  return (text[language] ?? text.en).replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** A noun's forms by plural category of Intl.PluralRules, `#` standing for the count; `other` is the fallback. */
export type CountedForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The count with its noun as `language` says it: "1 option", "10 variantų", "20 de opțiuni".
 * Intl knows each language's categories (Lithuanian and Romanian have three: Romanian `other`,
 * from 20 on, takes "de"); the forms only spell them.
 */
export function counted(language: Language, count: number, forms: CountedForms): string {
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
  return form.replace('#', String(count));
}
