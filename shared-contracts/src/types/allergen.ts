/** Spec §3: allergen ids 1 to 14, in this order. The catalog draws one icon per id. */
export const ALLERGENS = {
  1: 'gluten',
  2: 'dairy',
  3: 'shellfish',
  4: 'eggs',
  5: 'fish',
  6: 'peanuts',
  7: 'soybean',
  8: 'nuts',
  9: 'celery',
  10: 'mustard',
  11: 'sesame_seeds',
  12: 'sulphur_dioxide',
  13: 'lupine',
  14: 'molluscs',
} as const;

export type AllergenId = keyof typeof ALLERGENS;
export type AllergenKey = (typeof ALLERGENS)[AllergenId];
