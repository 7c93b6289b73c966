import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { PASSWORD_RESET_MINUTES, addMinutes, normaliseEmail } from '../../../domain/account/account-rules';
import { hashOpaqueToken, newOpaqueToken } from '../../../domain/account/opaque-token';
import { answers } from '../../common-schemas';
import { EmailSchema } from '../account/account-schemas';
import { PASSWORD_RESET_RATE_LIMIT } from './auth-rate-limits';
import { resetLinkAllowed } from './recipient-mail-budget';
import { accountEmail } from '../../../domain/account/account-messages';

const ForgotBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });

/**
 * POST public/auth/forgot-password: e-mails a single-use, expiring link to /auth/new-password/{id}.
 * The answer is the same whether or not the address has an account (no enumeration), and whether
 * or not the address has had its few links this hour (resetLinkAllowed: then nothing more is sent).
 */
export function postForgotPasswordRoute(app: App): void {
  app.post(
    '/public/auth/forgot-password',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: { tags: ['auth'], summary: 'E-mail a link to set a new password', body: ForgotBodySchema, response: answers(Type.Object({ sent: Type.Boolean() }), 400, 429) },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const allowed = await resetLinkAllowed(app, request, email);
      const user = await app.repositories.users.findByEmail(email);
      // The link and its e-mail (the shop's settings read) are made on both paths, so an address
      // without an account is answered after the same work as one with, less storing and sending them.
      const id = newOpaqueToken();
      const link = `${app.shopUrl}/auth/new-password/${id}`;
      const message = await accountEmail(app, request, 'reset', { name: user?.name ?? '', minutes: PASSWORD_RESET_MINUTES, link });
      if (user?.email && allowed) {
        await app.repositories.passwordResets.create(hashOpaqueToken(id), user.id, addMinutes(app.now(), PASSWORD_RESET_MINUTES));
        await app.repositories.outbox.enqueue({ channel: 'email', recipient: user.email, ...message });
      }
      return { sent: true };
    },
  );
}
