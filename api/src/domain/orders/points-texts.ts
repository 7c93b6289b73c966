import type { Translated } from 'shared-contracts/types/language';

/** Spec §5 bonus points: the refusal when the points asked for cannot be spent on this order. */
export const POINTS_TEXTS = {
  incorrect: {
    en: 'The number of points entered is incorrect.',
    es: 'El número de puntos introducido no es correcto.',
    lt: 'Įvestas taškų skaičius neteisingas.',
    ro: 'Numărul de puncte introdus este incorect.',
  },
} satisfies Record<string, Translated>;
