import type { AllergenId } from 'shared-contracts/types/allergen';

/** The letters drawn in each allergen's badge; its accessible name is the translated allergen name. */
export const ALLERGEN_BADGES: Record<AllergenId, string> = {
  1: 'G',
  2: 'D',
  3: 'Cr',
  4: 'E',
  5: 'F',
  6: 'P',
  7: 'S',
  8: 'N',
  9: 'C',
  10: 'M',
  11: 'Se',
  12: 'SO₂',
  13: 'L',
  14: 'Mo',
};
