import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { requestLanguage } from '../../../domain/language';
import { answers, TranslateLanguage } from '../../common-schemas';

export const MenuSchema = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() });
export const MenusQuerySchema = Type.Object({ translate_language: TranslateLanguage });

/** GET public/menus */
export function getMenusRoute(app: App): void {
  app.get(
    '/public/menus',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Menus, in display order',
        querystring: MenusQuerySchema,
        response: answers(Type.Array(MenuSchema), 400),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.query.translate_language, request.headers['content-language']);
      void reply.header('Content-Language', language);
      return app.answerCache.send(request, reply, `menus ${language}`, () => app.repositories.menus.menus(language));
    },
  );
}
