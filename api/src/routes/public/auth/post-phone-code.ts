import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { PHONE_CODE_RESEND_SECONDS } from '../../../domain/account/account-rules';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { signedInUser } from '../account/signed-in-user';
import { PHONE_CODE_RATE_LIMIT } from './auth-rate-limits';
import { sendPhoneCode } from './send-phone-code';
import { countPhoneCode } from './phone-code-budget';
import { accountMessage } from '../../../domain/account/account-messages';

/** POST public/auth/phone-code: sends (again) the 4-digit code; 429 during the cool-down or once the address has had its codes. */
export function postPhoneCodeRoute(app: App): void {
  app.post(
    '/public/auth/phone-code',
    {
      config: { rateLimit: PHONE_CODE_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Send a new phone validation code',
        response: answers(Type.Object({ resend_after_seconds: Type.Integer() }), 401, 409, 429),
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      if (user.phone_validated_at) throw new HttpError(409, accountMessage(request, 'phone_already_validated'));
      await sendPhoneCode(app, request, user, await countPhoneCode(app, request));
      return { resend_after_seconds: PHONE_CODE_RESEND_SECONDS };
    },
  );
}
