import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { answers } from '../../common-schemas';
import { bearerTokenHash } from '../account/signed-in-user';

/** POST public/auth/logout: revokes the bearer token. Always succeeds, so logging out never fails. */
export function postLogoutRoute(app: App): void {
  app.post(
    '/public/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out (revoke the token)', response: answers(Type.Object({ signed_out: Type.Boolean() })) } },
    async (request) => {
      const tokenHash = bearerTokenHash(request);
      if (tokenHash) await app.repositories.userTokens.revoke(tokenHash);
      return { signed_out: true };
    },
  );
}
