import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { requestLanguage } from '../../../domain/language';
import { notFound } from '../../../http-error';
import { answers, TranslateLanguage } from '../../common-schemas';
import { ProductSchema } from './products-schema';
import { storeForQuery } from './store-for-query';

const ProductParamsSchema = Type.Object({
  productId: Type.Integer({ minimum: 1, maximum: 999_999_999, description: 'The product id of p/{productUrl}/{productId}.' }),
});

const ProductQuerySchema = Type.Object({
  store_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Prices, sizes and stock of this store; the first store when absent.' })),
  translate_language: TranslateLanguage,
});

/** GET public/products/{productId}: one product with its sizes and option groups, for the product page. */
export function getProductRoute(app: App): void {
  app.get(
    '/public/products/:productId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product as sold in one store (product page)',
        params: ProductParamsSchema,
        querystring: ProductQuerySchema,
        response: answers(ProductSchema, 400, 404),
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const store = await storeForQuery(app, request.query.store_id);
      const language = requestLanguage(request.query.translate_language, request.headers['content-language']);
      void reply.header('Content-Language', language);
      const [product] = await app.repositories.products.list({ storeId: store.id, language, productIds: [productId], withSizes: true });
      if (!product) throw notFound(`Product ${productId} is not sold in store ${store.id}.`);
      return product;
    },
  );
}
