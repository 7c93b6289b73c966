import { Type, type Static } from '@sinclair/typebox';
import type { AllergenId } from 'shared-contracts/types/allergen';
import type { Product } from 'shared-contracts/types/product';
import { assertSameShape, StringEnum, TranslateLanguage, type SameShape } from '../../common-schemas';

export const ProductsQuerySchema = Type.Object({
  product_ids: Type.Optional(Type.String({ maxLength: 2000, description: 'Comma list of product ids, e.g. 1,2,3.' })),
  store_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Prices and stock of this store; the first store when absent.' })),
  with: Type.Optional(StringEnum(['sizes'], { description: 'Include each product\'s sizes in this store.' })),
  menu_id: Type.Optional(Type.Integer({ minimum: 1 })),
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  recommended: Type.Optional(Type.Boolean()),
  translate_language: TranslateLanguage,
});

/** Spec §3 allergen ids 1 to 14. */
const AllergenIdSchema = Type.Unsafe<AllergenId>(Type.Integer({ minimum: 1, maximum: 14 }));

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  description: Type.String(),
  ingredients: Type.String(),
  price: Type.Number({ description: 'Price in the requested store, before sizes and options.' }),
  pack_price: Type.Union([Type.Number(), Type.Null()]),
  pictures: Type.Array(Type.String(), { description: 'Paths relative to settings.assets_url.' }),
  allergens: Type.Array(AllergenIdSchema),
  nutrition: Type.Union([
    Type.Object({
      energy_kcal: Type.Number(),
      fat_g: Type.Number(),
      saturated_fat_g: Type.Number(),
      carbohydrates_g: Type.Number(),
      sugars_g: Type.Number(),
      protein_g: Type.Number(),
      salt_g: Type.Number(),
    }),
    Type.Null(),
  ]),
  categories: Type.Array(Type.Object({ id: Type.Integer() })),
  menu_ids: Type.Array(Type.Integer()),
  sizes: Type.Array(
    Type.Object({ id: Type.Integer(), product_store_id: Type.Integer(), name: Type.String(), price: Type.Number() }),
  ),
  option_groups: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      min_options: Type.Integer(),
      max_options: Type.Integer(),
      options: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          price: Type.Number(),
          min_quantity: Type.Integer(),
          max_quantity: Type.Integer(),
          allergens: Type.Array(AllergenIdSchema, { description: 'Allergens this option adds to the dish.' }),
        }),
      ),
    }),
  ),
  out_of_stock: Type.Boolean(),
  age_restriction: Type.Boolean(),
  recommended: Type.Boolean(),
  only_for_later: Type.Optional(Type.Boolean({ description: 'Needs ordering in advance: a cart holding it is for later only, never "now".' })),
  today_only: Type.Optional(Type.Boolean({ description: 'Sold for today only: a cart holding it may be scheduled for today only.' })),
});
assertSameShape<SameShape<Static<typeof ProductSchema>, Product>>();
