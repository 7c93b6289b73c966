import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { requestLanguage } from '../../../domain/language';
import { notFound } from '../../../http-error';
import { answers, TranslateLanguage } from '../../common-schemas';

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  menu_id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
});
export const CategoriesQuerySchema = Type.Object({
  menu_id: Type.Integer({ minimum: 1, description: 'The menu whose categories are listed.' }),
  translate_language: TranslateLanguage,
});

/** GET public/categories?menu_id= */
export function getCategoriesRoute(app: App): void {
  app.get(
    '/public/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories of one menu',
        querystring: CategoriesQuerySchema,
        response: answers(Type.Array(CategorySchema), 400, 404),
      },
    },
    async (request, reply) => {
      const { menu_id, translate_language } = request.query;
      if (!(await app.repositories.menus.menuExists(menu_id))) throw notFound(`Menu ${menu_id} not found.`);
      const language = requestLanguage(translate_language, request.headers['content-language']);
      void reply.header('Content-Language', language);
      return app.repositories.menus.categories(language, menu_id);
    },
  );
}
