import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { normaliseEmail, normalisePhone } from '../../../domain/account/account-rules';
import { newReferralCode } from '../../../domain/account/opaque-token';
import { hashPassword } from '../../../domain/account/password';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema, SignedInUserSchema } from '../account/account-schemas';
import { REGISTER_RATE_LIMIT } from './auth-rate-limits';
import { sendPhoneCode } from './send-phone-code';
import { startSession } from './start-session';
import { accountMessage } from '../../../domain/account/account-messages';

const RegisterBodySchema = Type.Object(
  {
    name: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    referral_code: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

/**
 * POST public/auth/register: creates the account, signs it in, and texts the 4-digit code that
 * validates the phone. A friend's referral code is remembered for the referral points.
 */
export function postRegisterRoute(app: App): void {
  app.post(
    '/public/auth/register',
    {
      config: { rateLimit: REGISTER_RATE_LIMIT },
      schema: { tags: ['auth'], summary: 'Create an account', body: RegisterBodySchema, response: answers(SignedInUserSchema, 400, 422, 429) },
    },
    async (request) => {
      const body = request.body;
      const email = normaliseEmail(body.email);
      // Worded so it does not confirm that someone else holds the address.
      if (await app.repositories.users.emailTaken(email)) {
        throw new HttpError(422, accountMessage(request, 'register_email_refused'));
      }
      const referrer = body.referral_code ? await app.repositories.users.findByReferralCode(body.referral_code.trim().toUpperCase()) : undefined;
      if (body.referral_code && !referrer) throw new HttpError(422, accountMessage(request, 'referral_invalid'));
      const user = await app.repositories.users.create({
        name: body.name.trim(),
        email,
        phone: normalisePhone(body.phone),
        password_hash: await hashPassword(body.password),
        referral_code: newReferralCode(),
        referred_by: referrer?.id ?? null,
      });
      const welcomeVoucher = await app.repositories.loyalty.welcomeVoucherCode();
      if (welcomeVoucher) await app.repositories.loyalty.giveVoucher(user.id, welcomeVoucher);
      await sendPhoneCode(app, request, user);
      return startSession(app, user);
    },
  );
}
