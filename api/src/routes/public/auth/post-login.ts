import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { normaliseEmail } from '../../../domain/account/account-rules';
import { verifyPassword } from '../../../domain/account/password';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { CurrentPasswordSchema, EmailSchema, SignedInUserSchema } from '../account/account-schemas';
import { createHash } from 'node:crypto';
import { LOGIN_PER_EMAIL_RATE_LIMIT, LOGIN_RATE_LIMIT } from './auth-rate-limits';
import { startSession } from './start-session';
import { accountMessage } from '../../../domain/account/account-messages';

const LoginBodySchema = Type.Object({ email: EmailSchema, password: CurrentPasswordSchema }, { additionalProperties: false });

/** POST public/auth/login: e-mail and password -> a new bearer token. One message for every failure (no enumeration). */
export function postLoginRoute(app: App): void {
  // Keyed by a hash of the e-mail, so the limiter's memory holds no addresses.
  const perEmail = app.createRateLimit({
    ...LOGIN_PER_EMAIL_RATE_LIMIT,
    keyGenerator: (request) => `login:${createHash('sha256').update(normaliseEmail((request.body as { email: string }).email)).digest('hex')}`,
  });
  app.post(
    '/public/auth/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: { tags: ['auth'], summary: 'Sign in', body: LoginBodySchema, response: answers(SignedInUserSchema, 400, 422, 429) },
    },
    async (request) => {
      const limit = await perEmail(request);
      if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, accountMessage(request, 'login_wait'));
      const user = await app.repositories.users.findByEmail(normaliseEmail(request.body.email));
      const valid = await verifyPassword(user?.password_hash ?? null, request.body.password);
      if (!user || !valid) throw new HttpError(422, accountMessage(request, 'login_failed'));
      return startSession(app, user);
    },
  );
}
