import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { requestLanguage } from '../../../domain/language';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { ProductSchema, ProductsQuerySchema } from './products-schema';
import { storeForQuery } from './store-for-query';

/** "1,2, 3" -> [1, 2, 3]; anything but positive whole numbers is refused with a 400. */
export function parseProductIds(productIds: string): number[] {
  const parts = productIds.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^[1-9]\d{0,8}$/.test(part))) {
    throw new HttpError(
      400,
      `Query parameter "product_ids" must be a comma-separated list of product ids (positive whole numbers), like 1,2,3; got "${productIds}".`,
    );
  }
  return [...new Set(parts.map(Number))];
}

/** GET public/products: products with the price, stock and sizes of one store. */
export function getProductsRoute(app: App): void {
  app.get(
    '/public/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products as sold in one store',
        querystring: ProductsQuerySchema,
        response: answers(Type.Array(ProductSchema), 400, 404),
      },
    },
    async (request, reply) => {
      const query = request.query;
      const productIds = query.product_ids === undefined ? undefined : parseProductIds(query.product_ids);
      const store = await storeForQuery(app, query.store_id);
      const language = requestLanguage(query.translate_language, request.headers['content-language']);
      void reply.header('Content-Language', language);
      return app.repositories.products.list({
        storeId: store.id,
        language,
        withSizes: query.with === 'sizes',
        ...(productIds ? { productIds } : {}),
        ...(query.menu_id !== undefined ? { menuId: query.menu_id } : {}),
        ...(query.category_id !== undefined ? { categoryId: query.category_id } : {}),
        ...(query.recommended !== undefined ? { recommended: query.recommended } : {}),
      });
    },
  );
}
