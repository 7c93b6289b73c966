import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { PASSWORD_RESET_MINUTES, addMinutes, normaliseEmail } from '../../../domain/account/account-rules';
import { hashOpaqueToken, newOpaqueToken } from '../../../domain/account/opaque-token';
import { answers } from '../../common-schemas';
import { EmailSchema } from '../account/account-schemas';
import { PASSWORD_RESET_RATE_LIMIT } from './auth-rate-limits';
import { accountEmail } from '../../../domain/account/account-messages';

const ForgotBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });

/**
 * POST public/auth/forgot-password: e-mails a single-use, expiring link to /auth/new-password/{id}.
 * The answer is the same whether or not the address has an account (no enumeration).
 */
export function postForgotPasswordRoute(app: App): void {
  app.post(
    '/public/auth/forgot-password',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: { tags: ['auth'], summary: 'E-mail a link to set a new password', body: ForgotBodySchema, response: answers(Type.Object({ sent: Type.Boolean() }), 400, 429) },
    },
    async (request) => {
      const user = await app.repositories.users.findByEmail(normaliseEmail(request.body.email));
      if (user?.email) {
        const id = newOpaqueToken();
        await app.repositories.passwordResets.create(hashOpaqueToken(id), user.id, addMinutes(app.now(), PASSWORD_RESET_MINUTES));
        const link = `${app.shopUrl}/auth/new-password/${id}`;
        await app.repositories.outbox.enqueue({
          channel: 'email',
          recipient: user.email,
          ...(await accountEmail(app, request, 'reset', { name: user.name, minutes: PASSWORD_RESET_MINUTES, link })),
        });
      }
      return { sent: true };
    },
  );
}
