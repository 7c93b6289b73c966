import type { App } from '../../../app-instance';
import { requestLanguage } from '../../../domain/language';
import { computeShopStatus } from '../../../domain/shop-status';
import { websiteSettings } from '../../../domain/website-settings';
import { notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { WebsiteSettingsQuerySchema, WebsiteSettingsSchema } from './website-settings-schema';

/** GET public/website-settings: everything the shell needs at boot, in the visitor's language. */
export function getWebsiteSettingsRoute(app: App): void {
  app.get(
    '/public/website-settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Website settings, menus and categories',
        querystring: WebsiteSettingsQuerySchema,
        response: answers(WebsiteSettingsSchema, 400, 404),
      },
    },
    async (request, reply) => {
      const { device, translate_language, store_url } = request.query;
      const language = requestLanguage(translate_language, request.headers['content-language']);
      const { website, stores, menus } = app.repositories;
      const allStores = await stores.all();
      const store = store_url === undefined ? undefined : allStores.find((s) => s.url === store_url);
      if (store_url !== undefined && !store) throw notFound(`Store "${store_url}" not found.`);
      const [row, deliveryAreas, pages, banners, menuList, categories] = await Promise.all([
        website.website(),
        stores.deliveryAreas(),
        website.pages(language),
        website.banners(language),
        menus.menus(language),
        menus.categories(language),
      ]);
      void reply.header('Content-Language', language);
      return websiteSettings({
        website: row,
        language,
        device: device ?? 'desktop',
        assetsUrl: app.assetsUrlFor(request),
        stores: allStores,
        deliveryAreas,
        shopStatus: computeShopStatus(store ? [store] : allStores, allStores, app.now()),
        pages,
        banners,
        menus: menuList,
        categories,
        storeId: store?.id ?? null,
      });
    },
  );
}
