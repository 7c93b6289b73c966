import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';

/** GET public/auth/sign-in-methods: whether Google sign-in is configured, and the client id its button needs. */
export function getSignInMethodsRoute(app: App): void {
  app.get(
    '/public/auth/sign-in-methods',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in methods this shop offers besides e-mail and password',
        response: { 200: Type.Object({ google_client_id: Type.Union([Type.String(), Type.Null()]) }) },
      },
    },
    async () => ({ google_client_id: app.google?.clientId ?? null }),
  );
}
