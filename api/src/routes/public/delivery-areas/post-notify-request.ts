import { Type } from '@sinclair/typebox';
import { emailProblem } from 'shared-contracts/forms/person-fields';
import { findDeliveryArea } from 'shared-contracts/pricing/find-delivery-area';
import { EMAIL_MAX_LENGTH } from 'shared-contracts/forms/email';
import { DELIVERY_ADDRESS_LIMITS } from 'shared-contracts/forms/field-limits';
import type { App } from '../../../app-instance';
import { formMessage } from '../../../domain/forms/form-messages';
import { contentLanguageOf } from '../../../domain/language';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { FORM_RATE_LIMIT } from '../forms/form-guard';

/**
 * POST public/delivery-areas/notify-requests: spec §8's "leave an e-mail to be notified" for an
 * address outside every delivery area. An address that is delivered to is refused (order instead);
 * one in an area of a store that does not deliver (yet) is not delivered to, and is taken. Asking
 * again for the same place is answered the same way, the customer being on the list already, but
 * stores nothing more.
 */
export function postNotifyRequestRoute(app: App): void {
  app.post(
    '/public/delivery-areas/notify-requests',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['delivery'],
        summary: 'Be told by e-mail when the shop delivers to an address',
        body: Type.Object({
          email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
          address: Type.String({ minLength: 1, maxLength: DELIVERY_ADDRESS_LIMITS.address }),
          geolocation: Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) }),
        }),
        response: answers(Type.Object({ email: Type.String() }), 400, 422, 429),
      },
    },
    async (request) => {
      const { email, address, geolocation } = request.body;
      if (emailProblem(email)) throw new HttpError(422, formMessage(request, 'email'));
      if (address.trim() === '') throw new HttpError(422, formMessage(request, 'notify_address_required'));
      if (findDeliveryArea(await app.repositories.stores.deliveringAreas(), geolocation)) {
        throw new HttpError(422, formMessage(request, 'notify_already_delivered'));
      }
      const language = contentLanguageOf(request);
      const stored = email.trim().toLowerCase();
      await app.repositories.stores.addDeliveryNotifyRequest({ email: stored, address: address.trim(), ...geolocation, language });
      return { email: stored };
    },
  );
}
