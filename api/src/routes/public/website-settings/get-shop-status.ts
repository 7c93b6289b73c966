import type { App } from '../../../app-instance';
import { contentLanguageOf } from '../../../domain/language';
import { computeShopStatus } from '../../../domain/shop-status';
import { notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { storeIdHeader } from '../../store-id-header';
import { ShopStatusHeadersSchema, ShopStatusSchema } from './shop-status-schema';

/** GET public/website-settings/shop-status: open now or later, for the X-Store-Id store or for any store; the message in the Content-Language. */
export function getShopStatusRoute(app: App): void {
  app.get(
    '/public/website-settings/shop-status',
    {
      schema: {
        tags: ['settings'],
        summary: 'Whether the shop takes orders now or for later',
        headers: ShopStatusHeadersSchema,
        response: answers(ShopStatusSchema, 400, 404),
      },
    },
    async (request) => {
      const stores = await app.repositories.stores.all();
      const storeId = storeIdHeader(request.headers['x-store-id']);
      const chosen = storeId === undefined ? stores : stores.filter((s) => s.id === storeId);
      if (chosen.length === 0) throw notFound(`Store ${storeId} not found.`);
      return computeShopStatus(chosen, stores, app.now(), contentLanguageOf(request));
    },
  );
}
