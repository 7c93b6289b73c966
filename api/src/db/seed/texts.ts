import type { Translated } from 'shared-contracts/types/language';

/** A seed text in English, Spanish and Lithuanian, with Romanian only where the catalogue has it (spec §1: partial). */
export function texts(en: string, es: string, lt: string, ro?: string): Translated {
  return ro === undefined ? { en, es, lt } : { en, es, lt, ro };
}
