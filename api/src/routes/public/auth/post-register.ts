import { Type } from '@sinclair/typebox';
import { ACCOUNT_LIMITS } from 'shared-contracts/forms/field-limits';
import type { App } from '../../../app-instance';
import { REGISTRATION_LINK_HOURS, addMinutes, isFullName, isPhoneNumber, normaliseEmail, normalisePhone } from '../../../domain/account/account-rules';
import { hashOpaqueToken, newOpaqueToken } from '../../../domain/account/opaque-token';
import { hashPassword } from '../../../domain/account/password';
import { referralsEarnPoints } from '../../../domain/account/order-points';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema } from '../account/account-schemas';
import { REGISTER_RATE_LIMIT } from './auth-rate-limits';
import { registrationMailAllowed } from './recipient-mail-budget';
import { accountEmail, accountMessage } from '../../../domain/account/account-messages';

const RegisterBodySchema = Type.Object(
  {
    name: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    referral_code: Type.Optional(Type.String({ maxLength: ACCOUNT_LIMITS.referral_code })),
  },
  { additionalProperties: false },
);

/** Whether a referral earns points at the brand now (referralsEarnPoints). */
async function referralsEarnPointsNow(app: App): Promise<boolean> {
  const [website, rules] = await Promise.all([app.repositories.website.website(), app.repositories.loyalty.rules()]);
  return referralsEarnPoints(website.loyalty_active, rules);
}

/**
 * POST public/auth/register: e-mails a single-use link that finishes the registration
 * (POST public/auth/confirm-registration). The answer is the same whether or not the address
 * already has an account (issue 12: no enumeration); its owner is e-mailed a sign-in link instead.
 * Either e-mail goes to one address a few times an hour from one caller, and a few more from all
 * (registrationMailAllowed): past that, the answer is the same and nothing is sent nor stored.
 * A friend's referral code is checked now and remembered for the referral points, where a referral earns some;
 * the referrer's own (same phone or mailbox) is taken as any other, for the same reason, and earns nothing.
 */
export function postRegisterRoute(app: App): void {
  app.post(
    '/public/auth/register',
    {
      config: { rateLimit: REGISTER_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a link that finishes creating an account',
        body: RegisterBodySchema,
        response: answers(Type.Object({ sent: Type.Boolean() }), 400, 422, 429),
      },
    },
    async (request) => {
      const body = request.body;
      if (!isFullName(body.name)) throw new HttpError(422, accountMessage(request, 'name_required'), 'name');
      if (!isPhoneNumber(body.phone)) throw new HttpError(422, accountMessage(request, 'phone_invalid'), 'phone');
      const email = normaliseEmail(body.email);
      // Where a referral earns no points the form asks for no code: one sent anyway (an old share
      // link, a form loaded before the brand changed) is ignored, not refused and not kept.
      const referralCode = body.referral_code && (await referralsEarnPointsNow(app)) ? body.referral_code : undefined;
      const referrer = referralCode ? await app.repositories.users.findByReferralCode(referralCode.trim().toUpperCase()) : undefined;
      // A code that is no one's tells nothing about a person: refused, so the form can say so.
      if (referralCode && !referrer) throw new HttpError(422, accountMessage(request, 'referral_invalid'), 'referral_code');
      // The owner's own code (same phone or mailbox) is no referral, but refusing it, or keeping it
      // otherwise than a friend's (the account's answer says whether a referral waits on it), would tell
      // whoever guessed that address or number that it is the owner's: it is kept as any other,
      // and creditPointsForPaidOrder, which checks for the owner at the first order, pays nothing.
      // Hashed on both paths, so the answer takes as long for a known address as for a new one.
      const passwordHash = await hashPassword(body.password);
      const name = body.name.trim();
      // Counted before the address is looked up, so a known one and a new one spend it alike; past
      // it the e-mail is made but not sent (nor the link stored), so the answer comes after the same work.
      const allowed = await registrationMailAllowed(app, request, email);
      const holder = await app.repositories.users.findByEmail(email);
      if (holder) {
        const message = await accountEmail(app, request, 'account_exists', { name: holder.name, login: `${app.shopUrl}/auth/login` });
        if (allowed) await app.repositories.outbox.enqueue({ channel: 'email', recipient: email, ...message });
        return { sent: true };
      }
      const id = newOpaqueToken();
      if (allowed) {
        await app.repositories.registrationConfirmations.create(hashOpaqueToken(id), {
          name,
          email,
          phone: normalisePhone(body.phone),
          password_hash: passwordHash,
          referred_by: referrer?.id ?? null,
          expires_at: addMinutes(app.now(), REGISTRATION_LINK_HOURS * 60),
        });
      }
      const message = await accountEmail(app, request, 'registration', { name, hours: REGISTRATION_LINK_HOURS, link: `${app.shopUrl}/auth/confirm-registration/${id}` });
      if (allowed) await app.repositories.outbox.enqueue({ channel: 'email', recipient: email, ...message });
      return { sent: true };
    },
  );
}
