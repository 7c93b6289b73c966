import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { hashOpaqueToken, newReferralCode } from '../../../domain/account/opaque-token';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { SignedInUserSchema } from '../account/account-schemas';
import { CONFIRM_LINK_RATE_LIMIT } from './auth-rate-limits';
import { sendPhoneCodeUnlessWaiting } from './send-phone-code';
import { countPhoneCode } from './phone-code-budget';
import { startSession } from './start-session';
import { welcomeNewAccount } from './welcome-new-account';
import { accountMessage } from '../../../domain/account/account-messages';

const ConfirmBodySchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/**
 * POST public/auth/confirm-registration: the e-mailed link's id. Creates the account, signs it in
 * and texts the 4-digit code that validates the phone. Whoever holds the link owns the address, so
 * here it may be said that the address already has an account.
 */
export function postConfirmRegistrationRoute(app: App): void {
  app.post(
    '/public/auth/confirm-registration',
    {
      config: { rateLimit: CONFIRM_LINK_RATE_LIMIT },
      schema: { tags: ['auth'], summary: 'Finish creating an account from its e-mailed link', body: ConfirmBodySchema, response: answers(SignedInUserSchema, 400, 422, 429) },
    },
    async (request) => {
      // Counted before the link is used up, so a refusal leaves it good for later.
      const code = await countPhoneCode(app, request);
      const registration = await app.repositories.registrationConfirmations.use(hashOpaqueToken(request.body.id), app.now());
      if (!registration) throw new HttpError(422, accountMessage(request, 'registration_link_invalid'));
      // Two links for one address (registered twice), or an account made with Google meanwhile.
      if (await app.repositories.users.emailTaken(registration.email)) throw new HttpError(422, accountMessage(request, 'registration_email_taken'));
      const user = await app.repositories.users.create({
        name: registration.name,
        email: registration.email,
        phone: registration.phone,
        password_hash: registration.password_hash,
        referral_code: newReferralCode(),
        referred_by: registration.referred_by,
      });
      await welcomeNewAccount(app, user);
      // The account is made by now: a number past its day's codes (phone-code-days) gets none, and
      // the customer, signed in, is told why when they ask for one, not refused a session.
      await sendPhoneCodeUnlessWaiting(app, request, user, code);
      return startSession(app, user);
    },
  );
}
