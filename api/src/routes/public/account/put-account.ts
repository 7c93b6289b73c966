import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { EMAIL_CHANGE_LINK_HOURS, addMinutes, isFullName, isPhoneNumber, normaliseEmail, normalisePhone } from '../../../domain/account/account-rules';
import { HttpError } from '../../../http-error';
import { hashOpaqueToken, newOpaqueToken } from '../../../domain/account/opaque-token';
import { answers } from '../../common-schemas';
import { accountDetails } from './account-details';
import { AccountAnswerSchema, CurrentPasswordSchema, EmailSchema, NameSchema, PhoneSchema, ProfileChangedSchema, ProfileVersionSchema } from './account-schemas';
import { proveEmailChange } from './email-change-proof';
import { ACCOUNT_CHANGE_RATE_LIMIT } from '../auth/auth-rate-limits';
import { emailChangeMailAllowed } from '../auth/recipient-mail-budget';
import { resendWaitSeconds, sendPhoneCodeUnlessWaiting } from '../auth/send-phone-code';
import { countPhoneCode } from '../auth/phone-code-budget';
import { signedInUser } from './signed-in-user';
import { accountEmail, accountMessage } from '../../../domain/account/account-messages';
import { isSamePhoneNumber } from '../../../domain/account/sms-recipient';

const ProfileBodySchema = Type.Object(
  {
    name: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    profile_version: ProfileVersionSchema,
    /** The account's password, needed only with a new e-mail address (proveEmailChange). */
    password: Type.Optional(CurrentPasswordSchema),
  },
  { additionalProperties: false },
);

/**
 * PUT public/account: profile update. A changed phone number must be validated again, so its SMS
 * code goes out now, unless the resend cool-down still holds (the answer's phone_code then says
 * when one may be asked for). A changed e-mail address takes effect from the link e-mailed to it
 * (POST public/auth/confirm-email), so the answer never says whether it already has an account;
 * an address another account has gets its holder a word that nothing changed instead. Either goes
 * to one address a few times an hour from one account, and a few more from all
 * (emailChangeMailAllowed): past that, nothing is sent nor recorded, so a saved form (or its
 * "resend link") floods no stranger's inbox. It is asked for with the password (proveEmailChange);
 * refused, nothing of the profile is saved either.
 * The form sends the profile_version it was loaded with: when the profile changed since (another
 * tab or window saved), the answer is 409 with the details as saved now, and nothing changes.
 */
export function putAccountRoute(app: App): void {
  app.put(
    '/public/account',
    { config: { rateLimit: ACCOUNT_CHANGE_RATE_LIMIT }, schema: { tags: ['account'], summary: 'Update the profile', body: ProfileBodySchema, response: { ...answers(AccountAnswerSchema, 400, 401, 422, 429), 409: ProfileChangedSchema } } },
    async (request, reply) => {
      const user = await signedInUser(app, request);
      if (!isFullName(request.body.name)) throw new HttpError(422, accountMessage(request, 'name_required'), 'name');
      if (!isPhoneNumber(request.body.phone)) throw new HttpError(422, accountMessage(request, 'phone_invalid'), 'phone');
      const email = normaliseEmail(request.body.email);
      const phone = normalisePhone(request.body.phone);
      // The same number written another way ("0722 111 222" for "+40722111222") is no new number:
      // it stays validated, and no code is sent. Numbers are compared as the SMS would go to them.
      const { country_code } = await app.repositories.website.website();
      const phoneChanged = !isSamePhoneNumber(phone, user.phone, country_code);
      // Saved only over the revision just read (so `user` is what is replaced, and the e-mail and
      // phone compared with it are the stored ones), and only if the form was loaded with it.
      const loaded = request.body.profile_version === user.profile_version;
      // A form loaded before another save hears of that first (409 below): its address may be the
      // one the account had, which is no change the customer made.
      if (loaded) await proveEmailChange(app, request, user, email, request.body.password);
      // A new number gets its code unless the cool-down holds; counted against the address's codes
      // before anything is saved, so a refusal changes nothing.
      const code = loaded && phoneChanged && (await resendWaitSeconds(app, user.id)) === 0 ? await countPhoneCode(app, request) : null;
      const updated = loaded ? await app.repositories.users.updateProfile(user.id, user.profile_version, { name: request.body.name.trim(), phone, phoneChanged }) : undefined;
      if (!updated) {
        const now = await signedInUser(app, request);
        return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: accountMessage(request, 'profile_changed'), account: await accountDetails(app, now) });
      }
      // The profile is saved by now: a code sent meanwhile (another tab asked for one) only means this
      // one waits. The answer is the details as saved, whose phone_code says whether a code for the
      // new number is out and when one may be asked for; a refusal here would leave the form on the
      // old profile_version, and its next save would lose what was typed.
      if (code) await sendPhoneCodeUnlessWaiting(app, request, updated, code);
      if (email !== user.email) {
        // Counted before the holder is looked up, so a known address and a new one spend it alike.
        const allowed = await emailChangeMailAllowed(app, request, email, user.id);
        // Recorded for an address another account has too, so the answer's pending address (and
        // the end of any earlier link) is the same; only the e-mail differs. Past the budget nothing
        // is recorded: no link that was never sent, and the earlier one, sent, stays live; the
        // answer shows what is recorded, the same whether the address is someone's or not. The
        // e-mail is made but not sent, so the answer comes after the same work.
        const id = newOpaqueToken();
        const now = app.now();
        if (allowed) await app.repositories.emailChanges.create(hashOpaqueToken(id), user.id, email, now, addMinutes(now, EMAIL_CHANGE_LINK_HOURS * 60));
        const holder = await app.repositories.users.findByEmail(email);
        const message = holder
          ? // Its holder is told that nothing changed, by their own name: not this customer's name
            // nor a link that could never work.
            await accountEmail(app, request, 'email_change_taken', { name: holder.name, login: `${app.shopUrl}/auth/login` })
          : await accountEmail(app, request, 'email_change', { name: updated.name, hours: EMAIL_CHANGE_LINK_HOURS, link: `${app.shopUrl}/auth/confirm-email/${id}` });
        if (allowed) await app.repositories.outbox.enqueue({ channel: 'email', recipient: email, ...message });
      }
      return accountDetails(app, updated);
    },
  );
}
