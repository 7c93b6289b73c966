import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { PHONE_CODE_MAX_ATTEMPTS } from '../../../domain/account/account-rules';
import { hashOpaqueToken } from '../../../domain/account/opaque-token';
import { phoneCodeRefusal } from '../../../domain/account/phone-code-usable';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { signedInUser } from '../account/signed-in-user';
import { PHONE_CODE_RATE_LIMIT } from './auth-rate-limits';
import { accountMessage } from '../../../domain/account/account-messages';
import { brandContact } from '../../../domain/account/account-change-notices';
import { phoneCodeDay } from '../../../domain/account/phone-code-days';

const ValidateBodySchema = Type.Object({ code: Type.String({ pattern: '^[0-9]{4}$', description: 'The 4-digit SMS code' }) }, { additionalProperties: false });

/**
 * POST public/auth/validate-phone-number: checks the SMS code; a few wrong tries spend it. Past the
 * day's tries for the account or the number (phone-code-days), however many codes were sent, it is
 * refused (429) unchecked, in words that say to try tomorrow or to contact the restaurant.
 */
export function postValidatePhoneNumberRoute(app: App): void {
  app.post(
    '/public/auth/validate-phone-number',
    {
      config: { rateLimit: PHONE_CODE_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Validate the phone number with the SMS code',
        body: ValidateBodySchema,
        response: answers(Type.Object({ phone_validated: Type.Boolean() }), 400, 401, 422, 429),
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      if (user.phone_validated_at) return { phone_validated: true };
      const sent = await app.repositories.phoneCodes.find(user.id);
      const now = app.now();
      const { country_code } = await app.repositories.website.website();
      const refusal = phoneCodeRefusal(sent, user.phone, country_code, now);
      if (refusal !== null || sent === undefined) throw new HttpError(422, accountMessage(request, refusal ?? 'phone_code_none'));
      // Taken before comparing, in one transaction: a burst of guesses cannot check more codes than
      // the code's limit, nor than the day's.
      const tries = await app.repositories.phoneCodes.takeTry(user.id, PHONE_CODE_MAX_ATTEMPTS, (await phoneCodeDay(app, user.id, sent.phone)).tries);
      if (tries === 'used_up') throw new HttpError(422, accountMessage(request, 'phone_code_used_up'));
      if (tries === 'day_full') throw new HttpError(429, accountMessage(request, 'phone_code_tries_day_full', { contact: await brandContact(app) }));
      if (sent.code_hash !== hashOpaqueToken(`${user.id}:${request.body.code}`)) {
        const left = PHONE_CODE_MAX_ATTEMPTS - tries;
        throw new HttpError(422, accountMessage(request, left > 0 ? 'phone_code_wrong' : 'phone_code_spent'));
      }
      await app.repositories.users.markPhoneValidated(user.id, now);
      await app.repositories.phoneCodes.remove(user.id);
      return { phone_validated: true };
    },
  );
}
