import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { normaliseEmail, normalisePhone } from '../../../domain/account/account-rules';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { accountDetails } from './account-details';
import { AccountDetailsSchema, EmailSchema, NameSchema, PhoneSchema } from './account-schemas';
import { signedInUser } from './signed-in-user';
import { accountMessage } from '../../../domain/account/account-messages';

const ProfileBodySchema = Type.Object({ name: NameSchema, email: EmailSchema, phone: PhoneSchema }, { additionalProperties: false });

/** PUT public/account: profile update; a changed phone number must be validated again. */
export function putAccountRoute(app: App): void {
  app.put(
    '/public/account',
    { schema: { tags: ['account'], summary: 'Update the profile', body: ProfileBodySchema, response: answers(AccountDetailsSchema, 400, 401, 422) } },
    async (request) => {
      const user = await signedInUser(app, request);
      const email = normaliseEmail(request.body.email);
      if (await app.repositories.users.emailTaken(email, user.id)) {
        throw new HttpError(422, accountMessage(request, 'email_taken'));
      }
      const phone = normalisePhone(request.body.phone);
      const updated = await app.repositories.users.updateProfile(user.id, {
        name: request.body.name.trim(),
        email,
        phone,
        phoneChanged: phone !== user.phone,
      });
      return accountDetails(app, updated);
    },
  );
}
