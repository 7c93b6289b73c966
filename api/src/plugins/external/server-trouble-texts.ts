import type { Translated } from 'shared-contracts/types/language';

/**
 * What a customer reads when the API itself is in trouble: the screens show a server's message as
 * it comes (spec §8), so it is in the request's language like every refusal.
 */
export const SERVER_TROUBLE_TEXTS = {
  /** Any 5xx whose cause is ours: its internals are logged, never said. */
  failed: {
    en: 'Something went wrong on our side. Please try again in a moment.',
    es: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.',
    lt: 'Mūsų pusėje kažkas nepavyko. Po akimirkos bandykite dar kartą.',
    ro: 'Ceva nu a mers bine la noi. Încearcă din nou peste câteva momente.',
  },
  /** The 503 of an API shedding load. */
  busy: {
    en: 'The shop is very busy right now. Please try again in a few seconds.',
    es: 'La tienda está muy ocupada en este momento. Inténtalo de nuevo en unos segundos.',
    lt: 'Parduotuvė šiuo metu labai užimta. Po kelių sekundžių bandykite dar kartą.',
    ro: 'Magazinul este foarte aglomerat acum. Încearcă din nou în câteva secunde.',
  },
} satisfies Record<string, Translated>;
