import type { AllergenId } from 'shared-contracts/types/allergen';
import type { ErrorAnswer } from 'shared-contracts/types/calls';
import type { Store } from 'shared-contracts/types/store';

/** A size of a product; `product_store_id` names the product as sold in one store (spec §3). */
export interface ProductSize {
  id: number;
  product_store_id: number;
  name: string;
  price: number;
}

/** One choice inside an option group; its price is added once per unit of quantity. */
export interface ProductOption {
  id: number;
  name: string;
  price: number;
  /** Bounds on how many of this one option a customer may take (spec §5). */
  min_quantity: number;
  max_quantity: number;
  /** Allergens this option adds to the dish, so the allergen filter can hide the option too. */
  allergens: AllergenId[];
}

/** A group of options with bounds on how many different options may be chosen (spec §5). */
export interface OptionGroup {
  id: number;
  name: string;
  min_options: number;
  max_options: number;
  options: ProductOption[];
}

/** Nutrition facts per portion. */
export interface Nutrition {
  energy_kcal: number;
  fat_g: number;
  saturated_fat_g: number;
  carbohydrates_g: number;
  sugars_g: number;
  protein_g: number;
  salt_g: number;
}

export interface Product {
  id: number;
  name: string;
  url: string;
  description: string;
  ingredients: string;
  /** Price in the requested store, before sizes and options. */
  price: number;
  /** Packaging price per unit; null when the product has none. */
  pack_price: number | null;
  /** Picture URLs, first is the main one; relative to the assets host. */
  pictures: string[];
  allergens: AllergenId[];
  nutrition: Nutrition | null;
  categories: { id: number }[];
  menu_ids: number[];
  sizes: ProductSize[];
  option_groups: OptionGroup[];
  out_of_stock: boolean;
  age_restriction: boolean;
  recommended: boolean;
  /**
   * Needs ordering in advance (a whole cake): a cart holding it is for later only, never "now".
   * Optional so a product written before the flag existed reads as false.
   */
  only_for_later?: boolean;
  /** Sold for today only (the lunch menu of the day): a cart holding it is a today basket. */
  today_only?: boolean;
}

/**
 * GET public/products/{productId}'s 404 for a product of the catalogue that the store asked for does
 * not sell: the reason, and a store that sells it (null when none does), for the page to say so.
 */
export interface ProductNotSoldAnswer extends ErrorAnswer {
  reason: 'not_sold_in_store';
  sold_at: Pick<Store, 'id' | 'name' | 'url'> | null;
}
