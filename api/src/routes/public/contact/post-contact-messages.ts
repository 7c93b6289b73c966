import { Type } from '@sinclair/typebox';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH, messageProblem, phoneProblem } from 'shared-contracts/forms/person-fields';
import { EMAIL_MAX_LENGTH } from 'shared-contracts/forms/email';
import type { App } from '../../../app-instance';
import { formMessage } from '../../../domain/forms/form-messages';
import { contactMessageNotification } from '../../../domain/restaurant-notifications';
import { reachableRestaurant, toRestaurant } from '../../../domain/restaurant-recipient';
import { notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { FORM_RATE_LIMIT, Honeypot, OptionalIdempotencyHeaders, personChecks, refuseBots, requireFields } from '../forms/form-guard';
import { refuseReusedKey, requestHash } from '../forms/repeated-send';

export const ContactMessageBodySchema = Type.Object({
  store_url: Type.String({ minLength: 1, maxLength: 200, description: 'The store the message is for.' }),
  name: Type.String({ maxLength: MAX_NAME_LENGTH }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
  phone: Type.String({ maxLength: MAX_PHONE_LENGTH, description: 'Optional; empty when not given.' }),
  message: Type.String({ maxLength: MAX_MESSAGE_LENGTH }),
  website: Honeypot,
});

/**
 * POST public/contact-messages: kept, and forwarded to the store's e-mail through the outbox in the
 * same transaction; sent again with the same Idempotency-Key and message, it answers the first
 * message's id (another message under that key is refused, 422). Staff answer with Reply, which goes
 * to the customer. A store with no e-mail, in a brand with none, could never read it: the message is
 * refused (422), nothing stored, and the visitor told to call.
 */
export function postContactMessagesRoute(app: App): void {
  app.post(
    '/public/contact-messages',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to one store',
        body: ContactMessageBodySchema,
        headers: OptionalIdempotencyHeaders,
        response: answers(Type.Object({ id: Type.Integer() }), 400, 404, 422, 429),
      },
    },
    async (request) => {
      const body = request.body;
      refuseBots(body.website, request);
      const phone = body.phone.trim();
      requireFields(request, [...personChecks({ name: body.name, email: body.email }), phone === '' ? null : phoneProblem(phone), messageProblem(body.message)]);
      const store = (await app.repositories.stores.all()).find((s) => s.url === body.store_url);
      if (!store) throw notFound(formMessage(request, 'store_not_found'));
      // To the brand's inbox when the store has none; with neither, nobody would ever read it.
      const restaurant = await reachableRestaurant(app, request, store);
      const customer = { name: body.name.trim(), email: body.email.trim(), phone, message: body.message.trim() };
      // In the staff's language, as a booking's or an application's.
      const toStaff = toRestaurant(restaurant, customer.email, (language, name) => contactMessageNotification(language, { ...customer, restaurant: name }));
      const hash = requestHash(body);
      const stored = await app.repositories.contactMessages.save(
        { store_id: store.id, ...customer, idempotency_key: request.headers['idempotency-key'] ?? null, request_hash: hash },
        [toStaff],
      );
      if (stored.repeated) refuseReusedKey(request, stored, hash);
      return { id: stored.id };
    },
  );
}
