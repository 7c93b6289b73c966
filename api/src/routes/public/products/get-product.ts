import { Type, type Static } from '@sinclair/typebox';
import type { Language } from 'shared-contracts/types/language';
import type { ProductNotSoldAnswer } from 'shared-contracts/types/product';
import type { App } from '../../../app-instance';
import { requestLanguage } from '../../../domain/language';
import { notFound } from '../../../http-error';
import { answers, assertSameShape, ErrorAnswerSchema, StringEnum, TranslateLanguage, type SameShape } from '../../common-schemas';
import { ProductSchema } from './products-schema';
import { storeForQuery } from './store-for-query';

const ProductParamsSchema = Type.Object({
  productId: Type.Integer({ minimum: 1, maximum: 999_999_999, description: 'The product id of p/{productUrl}/{productId}.' }),
});

const ProductQuerySchema = Type.Object({
  store_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Prices, sizes and stock of this store; the first store when absent.' })),
  translate_language: TranslateLanguage,
});

const NotSoldFields = {
  reason: StringEnum(['not_sold_in_store'] as const, { description: 'The catalogue has the product, but not this store.' }),
  sold_at: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() }), Type.Null()], {
    description: 'A store that sells it, for the page to send the customer to; null when none does.',
  }),
};
const NotSoldAnswerSchema = Type.Object({ ...ErrorAnswerSchema.properties, ...NotSoldFields });
assertSameShape<SameShape<Static<typeof NotSoldAnswerSchema>, ProductNotSoldAnswer>>();

/** Any 404 of this call: an unknown product or store, or a product this store does not sell (NotSoldAnswerSchema). */
const ProductNotFoundSchema = Type.Object({ ...ErrorAnswerSchema.properties, reason: Type.Optional(NotSoldFields.reason), sold_at: Type.Optional(NotSoldFields.sold_at) });

/** A store other than `storeId` that sells the product, if any: the shop has a few stores, each one asked once. */
async function storeSelling(app: App, productId: number, storeId: number, language: Language): Promise<ProductNotSoldAnswer['sold_at']> {
  const others = (await app.repositories.stores.all()).filter((store) => store.id !== storeId);
  const sold = await Promise.all(others.map((store) => app.repositories.products.list({ storeId: store.id, language, productIds: [productId], withSizes: false })));
  const store = others.find((_, index) => sold[index]!.length > 0);
  return store ? { id: store.id, name: store.name, url: store.url } : null;
}

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
        response: { ...answers(ProductSchema, 400), 404: ProductNotFoundSchema },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const store = await storeForQuery(app, request.query.store_id);
      const language = requestLanguage(request.query.translate_language, request.headers['content-language']);
      void reply.header('Content-Language', language);
      const [product] = await app.repositories.products.list({ storeId: store.id, language, productIds: [productId], withSizes: true });
      if (product) return product;
      const message = `Product ${productId} is not sold in store ${store.id}.`;
      // An id the catalogue does not have is a plain 404; a dish of another store's menu is said as such.
      if ((await app.repositories.products.names([productId], language)).size === 0) throw notFound(message);
      const answer: ProductNotSoldAnswer = { statusCode: 404, error: 'Not Found', message, reason: 'not_sold_in_store', sold_at: await storeSelling(app, productId, store.id, language) };
      return reply.code(404).send(answer);
    },
  );
}
