/** Interface languages of spec §1. Romanian is partial and falls back to English per key. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'lt', 'ro'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** A text the API keeps in several languages; `en` is always present. */
export type Translated = { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;
