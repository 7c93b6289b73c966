import type { Translated } from 'shared-contracts/types/language';

/**
 * Refusals of GET public/search a customer can read: the error catalogue shows a 400's message as
 * it comes (spec §8), and the search page sends any words holding a letter to its eyes ("ﾞ", a
 * sound mark Unicode files as a letter, is one that search reads as no letter at all).
 */
export const SEARCH_TEXTS = {
  no_words: {
    en: 'Type at least one letter or digit to search for.',
    es: 'Escribe al menos una letra o un número para buscar.',
    lt: 'Paieškai įveskite bent vieną raidę ar skaitmenį.',
    ro: 'Scrie cel puțin o literă sau o cifră pentru a căuta.',
  },
} satisfies Record<string, Translated>;
