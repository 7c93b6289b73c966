import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { hashPassword } from '../../../domain/account/password';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { CurrentPasswordSchema, PasswordSchema } from './account-schemas';
import { bearerTokenHash, signedInUser } from './signed-in-user';
import { accountMessage } from '../../../domain/account/account-messages';
import { tellPasswordChanged } from '../../../domain/account/account-change-notices';
import { accountPasswordRight } from '../auth/password-guesses';

// The old password is optional here so that, left out, it is refused in the customer's words on its field.
const ChangePasswordBodySchema = Type.Object(
  { old_password: Type.Optional(CurrentPasswordSchema), new_password: PasswordSchema },
  { additionalProperties: false },
);

/**
 * POST public/account/password: needs the old password, each wrong one counted against the account as
 * a sign-in's is (accountPasswordRight); signs out every other session and tells the account's
 * address. A wrong old password is refused on its field, so the form shows it there; so is
 * the same password again, which would sign the other devices out and change nothing.
 * An account made with Google has no old password to give, and a session alone (perhaps a copied
 * token) must not give itself a lasting way in: its first password is set from the link e-mailed to
 * its address (POST public/auth/forgot-password, then new-password), which proves the mailbox. The
 * account form asks for that link.
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
      if (user.password_hash === null) throw new HttpError(422, accountMessage(request, 'first_password_by_link'));
      // Left out, it is no guess at the password, so it is not counted.
      const oldPassword = request.body.old_password;
      if (!oldPassword || !(await accountPasswordRight(app, request, user, oldPassword))) {
        throw new HttpError(422, accountMessage(request, 'old_password_wrong'), 'old_password');
      }
      if (request.body.new_password === request.body.old_password) {
        throw new HttpError(422, accountMessage(request, 'password_unchanged'), 'new_password');
      }
      await app.repositories.users.setPassword(user.id, await hashPassword(request.body.new_password));
      await app.repositories.userTokens.revokeAllOf(user.id, bearerTokenHash(request));
      await tellPasswordChanged(app, request, user);
      return { changed: true };
    },
  );
}
