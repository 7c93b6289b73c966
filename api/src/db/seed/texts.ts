import type { Translated } from 'shared-contracts/types/language';

/**
 * A seed text in every interface language: every brand offers them all (spec §1). Romanian is
 * required here too: the partial Romanian catalogue falls back to English for a brand's own
 * texts, but the demo is shown in Romanian and must not read half in English.
 */
export function texts(en: string, es: string, lt: string, ro: string): Translated {
  return { en, es, lt, ro };
}
