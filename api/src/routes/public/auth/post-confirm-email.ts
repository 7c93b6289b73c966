import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { hashOpaqueToken } from '../../../domain/account/opaque-token';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { EmailSchema } from '../account/account-schemas';
import { CONFIRM_LINK_RATE_LIMIT } from './auth-rate-limits';
import { accountMessage } from '../../../domain/account/account-messages';
import { tellEmailChanged } from '../../../domain/account/account-change-notices';
import { bearerTokenHash } from '../account/signed-in-user';

const ConfirmEmailBodySchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/**
 * POST public/auth/confirm-email: the link e-mailed to a new address makes it the account's
 * address. Only the address's holder has the link, so here it may be said that it is taken. No
 * sign-in needed: the link is often opened on another device (the phone's mail app). Every other
 * session of the account ends, as after a new password: the address signs in and receives reset
 * links, so a session opened through the old one (a mailbox someone else reads) must not outlast it.
 * The session confirming it, if it is the account's, goes on.
 */
export function postConfirmEmailRoute(app: App): void {
  app.post(
    '/public/auth/confirm-email',
    {
      config: { rateLimit: CONFIRM_LINK_RATE_LIMIT },
      schema: { tags: ['account'], summary: 'Confirm a new e-mail address from its e-mailed link', body: ConfirmEmailBodySchema, response: answers(Type.Object({ email: EmailSchema }), 400, 422, 429) },
    },
    async (request) => {
      const change = await app.repositories.emailChanges.use(hashOpaqueToken(request.body.id), app.now());
      if (!change) throw new HttpError(422, accountMessage(request, 'email_change_link_invalid'));
      if (await app.repositories.users.emailTaken(change.new_email, change.user_id)) throw new HttpError(422, accountMessage(request, 'email_taken'));
      const before = await app.repositories.users.findById(change.user_id);
      const user = await app.repositories.users.setEmail(change.user_id, change.new_email);
      if (!user) throw new HttpError(422, accountMessage(request, 'email_change_link_invalid'));
      // Only the account's own tokens are revoked, so a token of another account sent along is no exception.
      await app.repositories.userTokens.revokeAllOf(user.id, bearerTokenHash(request));
      if (before?.email && before.email !== change.new_email) await tellEmailChanged(app, request, user, before.email, change.new_email);
      return { email: change.new_email };
    },
  );
}
