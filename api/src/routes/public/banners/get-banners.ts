import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { requestLanguage } from '../../../domain/language';
import { answers, TranslateLanguage } from '../../common-schemas';

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  picture: Type.String({ description: 'Path relative to settings.assets_url.' }),
  link: Type.String({ description: 'Where the banner leads, a path of this shop.' }),
});

/**
 * GET public/banners: the homepage banners in one language. Website settings carry the same list
 * at boot; this lets a screen refresh them (or a kiosk show them) without the whole settings.
 */
export function getBannersRoute(app: App): void {
  app.get(
    '/public/banners',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Homepage banners, in display order',
        querystring: Type.Object({ translate_language: TranslateLanguage }),
        response: answers(Type.Array(BannerSchema), 400),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.query.translate_language, request.headers['content-language']);
      void reply.header('Content-Language', language);
      return app.repositories.website.banners(language);
    },
  );
}
