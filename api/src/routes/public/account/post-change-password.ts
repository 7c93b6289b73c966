import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { hashPassword, verifyPassword } from '../../../domain/account/password';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { CurrentPasswordSchema, PasswordSchema } from './account-schemas';
import { bearerTokenHash, signedInUser } from './signed-in-user';
import { accountMessage } from '../../../domain/account/account-messages';
import { tellPasswordChanged } from '../../../domain/account/account-change-notices';

const ChangePasswordBodySchema = Type.Object(
  { old_password: Type.Optional(CurrentPasswordSchema), new_password: PasswordSchema },
  { additionalProperties: false },
);

/**
 * POST public/account/password: needs the old password (an account made with Google, which has
 * none, sets its first one without); signs out every other session and tells the account's address.
 * A wrong old password is refused on its field, so the form shows it there; so is the same password
 * again, which would sign the other devices out and change nothing.
 */
export function postChangePasswordRoute(app: App): void {
  app.post(
    '/public/account/password',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { tags: ['account'], summary: 'Change the password', body: ChangePasswordBodySchema, response: answers(Type.Object({ changed: Type.Boolean() }), 400, 401, 422, 429) },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      const firstPassword = user.password_hash === null;
      if (!firstPassword && !(await verifyPassword(user.password_hash, request.body.old_password ?? ''))) {
        throw new HttpError(422, accountMessage(request, 'old_password_wrong'), 'old_password');
      }
      if (!firstPassword && request.body.new_password === request.body.old_password) {
        throw new HttpError(422, accountMessage(request, 'password_unchanged'), 'new_password');
      }
      await app.repositories.users.setPassword(user.id, await hashPassword(request.body.new_password));
      await app.repositories.userTokens.revokeAllOf(user.id, bearerTokenHash(request));
      await tellPasswordChanged(app, request, user);
      return { changed: true };
    },
  );
}
