import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { hashOpaqueToken } from '../../../domain/account/opaque-token';
import { hashPassword } from '../../../domain/account/password';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { PasswordSchema, SignedInUserSchema } from '../account/account-schemas';
import { PASSWORD_RESET_RATE_LIMIT } from './auth-rate-limits';
import { startSession } from './start-session';
import { accountMessage } from '../../../domain/account/account-messages';
import { tellPasswordChanged } from '../../../domain/account/account-change-notices';

const NewPasswordBodySchema = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 100 }), password: PasswordSchema },
  { additionalProperties: false },
);

/** POST public/auth/new-password: the e-mailed link's id and a new password; ends every other session and signs in. */
export function postNewPasswordRoute(app: App): void {
  app.post(
    '/public/auth/new-password',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: { tags: ['auth'], summary: 'Set a new password from an e-mailed link', body: NewPasswordBodySchema, response: answers(SignedInUserSchema, 400, 422, 429) },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await app.repositories.passwordResets.use(hashOpaqueToken(request.body.id), app.now());
      const user = userId === undefined ? undefined : await app.repositories.users.findById(userId);
      if (!user) throw new HttpError(422, accountMessage(request, 'reset_link_invalid'));
      await app.repositories.users.setPassword(user.id, passwordHash);
      await app.repositories.userTokens.revokeAllOf(user.id);
      await tellPasswordChanged(app, request, user);
      return startSession(app, user);
    },
  );
}

/**
 * GET public/auth/new-password/{id}: whether the e-mailed link still sets a password, so the page
 * says a used or expired link is one before the customer types a new password for nothing. Uses
 * nothing up; the answer tells no more than setting the password would, under the same limit.
 */
export function getNewPasswordLinkRoute(app: App): void {
  app.get(
    '/public/auth/new-password/:id',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Whether an e-mailed new-password link can still be used',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: answers(Type.Object({ usable: Type.Boolean() }), 400, 429),
      },
    },
    async (request) => ({ usable: await app.repositories.passwordResets.usable(hashOpaqueToken(request.params.id), app.now()) }),
  );
}
