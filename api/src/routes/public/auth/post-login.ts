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

/**
 * POST public/auth/login: e-mail and password -> a new bearer token. One message for every failure
 * (no enumeration). Only failed attempts count against the e-mail address: signing in often is no
 * reason to be locked out. Once the address has too many, it is locked until its window ends, a
 * correct password included, or a guesser would still learn which guess was right.
 */
export function postLoginRoute(app: App): void {
  const emailKey = (email: string) => `login:${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
  // Keyed by a hash of the e-mail, so the limiter's memory holds no addresses.
  const failures = app.createRateLimit({ ...LOGIN_PER_EMAIL_RATE_LIMIT, keyGenerator: (request) => emailKey((request.body as { email: string }).email) });
  // The limiter cannot be read without counting, so the addresses it refused are kept here, each until
  // its window ends. Per API process: another process locks on its own first failure past the limit.
  const lockedUntil = new Map<string, number>();
  const lockedNow = (key: string) => {
    if ((lockedUntil.get(key) ?? 0) > Date.now()) return true;
    lockedUntil.delete(key);
    return false;
  };
  app.post(
    '/public/auth/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: { tags: ['auth'], summary: 'Sign in', body: LoginBodySchema, response: answers(SignedInUserSchema, 400, 422, 429) },
    },
    async (request) => {
      const key = emailKey(request.body.email);
      const locked = lockedNow(key);
      const user = await app.repositories.users.findByEmail(normaliseEmail(request.body.email));
      const valid = await verifyPassword(user?.password_hash ?? null, request.body.password);
      if (user && valid && !locked) return startSession(app, user);
      if (!locked) {
        const limit = await failures(request);
        if (limit.isAllowed || !limit.isExceeded) throw new HttpError(422, accountMessage(request, 'login_failed'));
        lockedUntil.set(key, Date.now() + (limit.ttl ?? 0));
      }
      throw new HttpError(429, accountMessage(request, 'login_wait'));
    },
  );
}
