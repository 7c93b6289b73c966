import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { verifyPassword } from '../../../domain/account/password';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { CurrentPasswordSchema } from './account-schemas';
import { signedInUser } from './signed-in-user';
import { accountMessage } from '../../../domain/account/account-messages';

const DeleteBodySchema = Type.Object({ password: CurrentPasswordSchema }, { additionalProperties: false });

/** DELETE public/account: confirmed with the password; erases the personal data and every session. */
export function deleteAccountRoute(app: App): void {
  app.delete(
    '/public/account',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { tags: ['account'], summary: 'Delete the account', body: DeleteBodySchema, response: answers(Type.Object({ deleted: Type.Boolean() }), 400, 401, 422, 429) },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      if (!(await verifyPassword(user.password_hash, request.body.password))) {
        throw new HttpError(422, accountMessage(request, 'password_wrong'));
      }
      await app.repositories.users.erase(user.id, app.now());
      return { deleted: true };
    },
  );
}
