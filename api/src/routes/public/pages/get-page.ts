import { Type } from '@sinclair/typebox';
import type { StaticPage } from 'shared-contracts/types/static-page';
import type { App } from '../../../app-instance';
import { requestLanguage } from '../../../domain/language';
import { requireVisiblePage } from '../../../domain/visible-page';
import { notFound } from '../../../http-error';
import { SUPPORTED_LANGUAGES } from 'shared-contracts/types/language';
import { answers, assertSameShape, StringEnum, TranslateLanguage, type SameShape } from '../../common-schemas';

export const StaticPageSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  url: Type.String(),
  title: Type.String(),
  body: Type.String({ description: 'Plain text; paragraphs separated by a blank line.' }),
  language: StringEnum(SUPPORTED_LANGUAGES, { description: 'The language the body is in: the one asked for, or English when it has no such translation.' }),
});
assertSameShape<SameShape<typeof StaticPageSchema.static, StaticPage>>();

/**
 * GET public/pages/{key}: a legal or static page by type (terms, cookies, privacy, about_us) or
 * url (cookie-policy), optionally pinned to one id; about us answers 404 while the brand hides it.
 */
export function getPageRoute(app: App): void {
  app.get(
    '/public/pages/:key',
    {
      schema: {
        tags: ['pages'],
        summary: 'A legal or static page in the asked language',
        params: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
        querystring: Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })), translate_language: TranslateLanguage }),
        response: answers(StaticPageSchema, 400, 404),
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.query.translate_language, request.headers['content-language']);
      const page = await app.repositories.pageContents.find(request.params.key, request.query.id, language);
      if (!page) throw notFound(`There is no page "${request.params.key}".`);
      if (page.type === 'about_us') await requireVisiblePage(app, request, 'about_us');
      void reply.header('Content-Language', page.language);
      return page;
    },
  );
}
