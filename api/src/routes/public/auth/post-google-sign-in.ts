import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { GoogleUnavailable, type GoogleIdentity } from '../../../domain/account/google-id-token';
import { normaliseEmail } from '../../../domain/account/account-rules';
import { newReferralCode } from '../../../domain/account/opaque-token';
import { HttpError } from '../../../http-error';
import type { UserRow } from '../../../repositories/users-repository';
import { answers } from '../../common-schemas';
import { SignedInUserSchema } from '../account/account-schemas';
import { accountMessage } from '../../../domain/account/account-messages';
import { LOGIN_RATE_LIMIT } from './auth-rate-limits';
import { startSession } from './start-session';
import { welcomeNewAccount } from './welcome-new-account';

const GoogleBodySchema = Type.Object({ credential: Type.String({ minLength: 1, maxLength: 4096 }) }, { additionalProperties: false });

/**
 * The shop account of a Google identity: the one already linked to it; else the account with the
 * same e-mail, linked now, but only when Google verified that e-mail (so nobody takes over an
 * account by naming its address); else a new account.
 */
async function accountFor(app: App, identity: GoogleIdentity): Promise<UserRow | null> {
  const linked = await app.repositories.users.findByGoogleSubject(identity.subject);
  if (linked) return linked;
  if (!identity.emailVerified) return null;
  const email = normaliseEmail(identity.email);
  const existing = await app.repositories.users.findByEmail(email);
  if (existing) return app.repositories.users.linkGoogle(existing.id, identity.subject);
  if (await app.repositories.users.emailTaken(email)) return null;
  const created = await app.repositories.users.create({
    name: identity.name.trim() || email.split('@')[0] || email,
    email,
    phone: '',
    password_hash: null,
    google_subject: identity.subject,
    referral_code: newReferralCode(),
    referred_by: null,
  });
  await welcomeNewAccount(app, created);
  return created;
}

/** POST public/auth/google: a Google ID token from the browser's Google button -> a bearer token. */
export function postGoogleSignInRoute(app: App): void {
  app.post(
    '/public/auth/google',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: { tags: ['auth'], summary: 'Sign in with Google', body: GoogleBodySchema, response: answers(SignedInUserSchema, 400, 422, 429, 502) },
    },
    async (request) => {
      if (!app.google) throw new HttpError(422, accountMessage(request, 'google_unavailable'));
      const identity = await app.google.verify(request.body.credential).catch((error: unknown) => {
        if (error instanceof GoogleUnavailable) throw new HttpError(502, accountMessage(request, 'google_unavailable'));
        throw error;
      });
      const user = identity ? await accountFor(app, identity) : null;
      if (!user) throw new HttpError(422, accountMessage(request, 'google_refused'));
      return startSession(app, user);
    },
  );
}
