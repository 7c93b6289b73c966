import { Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from 'shared-contracts/forms/email';
import type { App } from '../../../app-instance';
import { isUnsubscribeSignature } from '../../../domain/unsubscribe-signature';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { FORM_RATE_LIMIT } from '../forms/form-guard';

/** POST public/newsletter/unsubscribe: the e-mail and signature of an unsubscribe link. */
export function postUnsubscribeRoute(app: App): void {
  app.post(
    '/public/newsletter/unsubscribe',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a newsletter unsubscribe from a signed link',
        body: Type.Object({
          email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
          signature: Type.String({ minLength: 1, maxLength: 128 }),
        }),
        response: answers(Type.Object({ email: Type.String() }), 400, 422, 429),
      },
    },
    async (request) => {
      const { email, signature } = request.body;
      if (!isUnsubscribeSignature(email, signature, app.signingSecret)) {
        throw new HttpError(422, 'This unsubscribe link is not valid. Please use the link from your latest e-mail.');
      }
      await app.repositories.newsletter.unsubscribe(email, app.now());
      return { email: email.trim().toLowerCase() };
    },
  );
}
