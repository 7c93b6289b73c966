import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { normaliseEmail } from '../../../domain/account/account-rules';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { CurrentPasswordSchema, EmailSchema, SignedInUserSchema } from '../account/account-schemas';
import { LOGIN_RATE_LIMIT } from './auth-rate-limits';
import { passwordGuessRight } from './password-guesses';
import { startSession } from './start-session';
import { accountMessage } from '../../../domain/account/account-messages';

const LoginBodySchema = Type.Object({ email: EmailSchema, password: CurrentPasswordSchema }, { additionalProperties: false });

/**
 * POST public/auth/login: e-mail and password -> a new bearer token. One message for every failure
 * (no enumeration). Only failed attempts count against the e-mail address, known or not, and a
 * caller locked out of it is refused the right password too (passwordGuessRight).
 */
export function postLoginRoute(app: App): void {
  app.post(
    '/public/auth/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: { tags: ['auth'], summary: 'Sign in', body: LoginBodySchema, response: answers(SignedInUserSchema, 400, 422, 429) },
    },
    async (request) => {
      const user = await app.repositories.users.findByEmail(normaliseEmail(request.body.email));
      // Asked with or without an account, so an unknown address counts (and takes as long) as a known one.
      const right = await passwordGuessRight(app, request, request.body.email, user?.password_hash ?? null, request.body.password);
      if (user && right) return startSession(app, user);
      throw new HttpError(422, accountMessage(request, 'login_failed'));
    },
  );
}
