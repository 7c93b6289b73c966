import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { answers } from '../../common-schemas';

export const CheckRedirectBodySchema = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'The path (or full URL) the visitor opened.' }),
});
export const CheckRedirectAnswerSchema = Type.Object({
  redirectUrl: Type.Union([Type.String(), Type.Null()]),
});

/** Compares paths only: origin, query, hash and a trailing slash do not make a URL different. */
export function redirectKey(url: string): string {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://storefront.invalid').pathname);
  } catch {
    path = url.split(/[?#]/)[0] ?? '';
  }
  path = path.replace(/\/+$/, '');
  return (path.startsWith('/') ? path : `/${path}`).toLowerCase();
}

/** POST public/check-redirect: where an old menu or category URL lives now, or null. */
export function postCheckRedirectRoute(app: App): void {
  app.post(
    '/public/check-redirect',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Target of a renamed menu or category URL',
        body: CheckRedirectBodySchema,
        response: answers(CheckRedirectAnswerSchema, 400),
      },
    },
    async (request) => ({ redirectUrl: await app.repositories.redirects.target(redirectKey(request.body.url)) }),
  );
}
