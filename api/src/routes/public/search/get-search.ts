import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { requestLanguage, translate } from '../../../domain/language';
import { matchesSearch, normaliseSearchText } from '../../../domain/search-text';
import { HttpError } from '../../../http-error';
import { answers, TranslateLanguage } from '../../common-schemas';
import { ProductSchema } from '../products/products-schema';
import { storeForQuery } from '../products/store-for-query';
import { SEARCH_TEXTS } from './search-texts';

const SearchQuerySchema = Type.Object({
  q: Type.String({ maxLength: 100, description: 'Words to find in product names, descriptions, ingredients and category names.' }),
  store_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Prices and stock of this store; the first store when absent.' })),
  translate_language: TranslateLanguage,
});

/**
 * GET public/search?q=: products whose name, description, ingredients or category names, in the
 * answer's language, contain every word of q, ignoring case and accents ("ciorba" finds "ciorbă";
 * "pizza" finds every product of the Pizza category, "pizzas" in Spanish too). One brand's
 * catalog is small, so matching runs over the translated texts in memory, which keeps the
 * fallback to English exactly what the customer reads; the categories are one small query run
 * alongside the products.
 */
export function getSearchRoute(app: App): void {
  app.get(
    '/public/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search products by name, description, ingredients and category name',
        querystring: SearchQuerySchema,
        response: answers(Type.Array(ProductSchema), 400, 404),
      },
    },
    async (request, reply) => {
      const { q, store_id, translate_language } = request.query;
      const language = requestLanguage(translate_language, request.headers['content-language']);
      if (normaliseSearchText(q) === '') throw new HttpError(400, translate(SEARCH_TEXTS.no_words, language), 'q');
      const store = await storeForQuery(app, store_id);
      void reply.header('Content-Language', language);
      const [products, categories] = await Promise.all([
        app.repositories.products.list({ storeId: store.id, language, withSizes: true }),
        app.repositories.menus.categories(language),
      ]);
      const categoryName = new Map(categories.map((c) => [c.id, c.name]));
      return products.filter((product) =>
        matchesSearch(q, [
          product.name,
          product.description,
          product.ingredients,
          ...product.categories.map((c) => categoryName.get(c.id) ?? ''),
        ]),
      );
    },
  );
}
