import type { AllergenId } from 'shared-contracts/types/allergen';
import type { Translated } from 'shared-contracts/types/language';
import type { Nutrition } from 'shared-contracts/types/product';

/** One option group as seeded; option ids are given so vouchers can name free modifier options. */
export interface OptionGroupSeed {
  id: number;
  name: Translated;
  min_options: number;
  max_options: number;
  options: {
    id: number;
    name: Translated;
    price: number;
    min_quantity: number;
    max_quantity: number;
    /** What this option adds to the dish; the allergen filter hides options too. */
    allergens?: AllergenId[];
  }[];
}

/** A product as seeded: its price in the Old Town store; Riverside adds `riverside_extra`. */
export interface ProductSeed {
  id: number;
  category_id: number;
  name: Translated;
  url: string;
  description: Translated;
  ingredients: Translated;
  colour: string;
  allergens: AllergenId[];
  nutrition: Nutrition | null;
  price: number;
  riverside_extra: number;
  pack_price: number | null;
  sizes?: { name: Translated; extra: number }[];
  option_groups?: OptionGroupSeed[];
  age_restriction?: boolean;
  recommended?: boolean;
  /** Store ids where the product is sold out today. */
  out_of_stock_in?: number[];
  /** Needs advance ordering (never "now"), or sold for today only (spec §4 today basket). */
  only_for_later?: boolean;
  today_only?: boolean;
}

/** Nutrition facts per portion, in the order a label prints them. */
export function nutrition(
  energy_kcal: number,
  fat_g: number,
  saturated_fat_g: number,
  carbohydrates_g: number,
  sugars_g: number,
  protein_g: number,
  salt_g: number,
): Nutrition {
  return { energy_kcal, fat_g, saturated_fat_g, carbohydrates_g, sugars_g, protein_g, salt_g };
}
