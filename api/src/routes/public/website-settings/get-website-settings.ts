import type { Language } from 'shared-contracts/types/language';
import type { WebsiteSettings } from 'shared-contracts/types/settings';
import type { App } from '../../../app-instance';
import type { SettingsParts } from '../../../domain/website-settings';
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
      const assetsUrl = app.assetsUrlFor(request);
      void reply.header('Content-Language', language);
      const key = JSON.stringify([language, device ?? 'desktop', store_url ?? null, assetsUrl]);
      return app.answerCache.send(request, reply, key, () => settingsFor(language, device ?? 'desktop', store_url, assetsUrl));
    },
  );

  async function settingsFor(language: Language, device: SettingsParts['device'], storeUrl: string | undefined, assetsUrl: string): Promise<WebsiteSettings> {
    const { website, stores, menus, loyalty } = app.repositories;
    const allStores = await stores.all();
    const store = storeUrl === undefined ? undefined : allStores.find((s) => s.url === storeUrl);
    if (storeUrl !== undefined && !store) throw notFound(`Store "${storeUrl}" not found.`);
    const [row, deliveryAreas, pages, banners, menuList, categories, loyaltyRules] = await Promise.all([
      website.website(),
      stores.deliveryAreas(),
      website.pages(language),
      website.banners(language),
      menus.menus(language),
      menus.categories(language),
      loyalty.rules(),
    ]);
    return websiteSettings({
      website: row,
      language,
      device,
      assetsUrl,
      stores: allStores,
      deliveryAreas,
      shopStatus: computeShopStatus(store ? [store] : allStores, allStores, app.now(), language),
      pages,
      banners,
      menus: menuList,
      categories,
      storeId: store?.id ?? null,
      loyaltyRules,
    });
  }
}
