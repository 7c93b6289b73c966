import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { HttpError, notFound } from '../../../http-error';
import { hasStreetNumber } from 'shared-contracts/checkout/street-number';
import { contentLanguageOf, translate } from '../../../domain/language';
import { LOCATION_TEXTS } from '../../../domain/orders/location-texts';
import { answers } from '../../common-schemas';
import { AddressBodySchema, DeliveryAddressSchema } from './account-schemas';
import { ACCOUNT_CHANGE_RATE_LIMIT } from '../auth/auth-rate-limits';
import { signedInUser } from './signed-in-user';
import { accountMessage } from '../../../domain/account/account-messages';
import { SAVED_ADDRESSES_MAX } from '../../../domain/account/account-rules';
import { OptionalIdempotencyHeaders } from '../forms/form-guard';
import { refuseReusedKey, requestHash } from '../forms/repeated-send';

const AddressIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** GET/POST/DELETE public/account/delivery-addresses: the saved delivery addresses (spec §3 replace-by-id). */
export function deliveryAddressesRoutes(app: App): void {
  app.get(
    '/public/account/delivery-addresses',
    { schema: { tags: ['account'], summary: 'Saved delivery addresses', response: answers(Type.Array(DeliveryAddressSchema), 401) } },
    async (request) => app.repositories.deliveryAddresses.listOf((await signedInUser(app, request)).id),
  );

  app.post(
    '/public/account/delivery-addresses',
    {
      config: { rateLimit: ACCOUNT_CHANGE_RATE_LIMIT },
      schema: {
        tags: ['account'],
        summary: 'Save a delivery address (with a known id it is replaced, else added once per Idempotency-Key)',
        body: AddressBodySchema,
        headers: OptionalIdempotencyHeaders,
        response: answers(DeliveryAddressSchema, 400, 401, 404, 422, 429),
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      const { id, ...fields } = request.body;
      // Spec §5 "street number required", the rule and sentence checkout refuses an order with: an
      // address saved here is offered at checkout, where a street without its number would be refused.
      if (!hasStreetNumber(fields.address)) throw new HttpError(422, translate(LOCATION_TEXTS.street_number, contentLanguageOf(request)));
      const fieldsTrimmed = { ...fields, address: fields.address.trim(), address_line2: fields.address_line2.trim(), name: fields.name.trim(), instructions: fields.instructions.trim() };
      if (id === undefined) {
        // A new address sent again under its Idempotency-Key (its answer lost) answers the one it added.
        const key = request.headers['idempotency-key'];
        const hash = requestHash(request.body);
        const added = await app.repositories.deliveryAddresses.addUpTo(user.id, fieldsTrimmed, SAVED_ADDRESSES_MAX, key ? { key, hash } : null);
        if (!added) throw new HttpError(422, accountMessage(request, 'addresses_full', { max: SAVED_ADDRESSES_MAX }));
        if (added.repeated) refuseReusedKey(request, added, hash);
        return added.address;
      }
      const replaced = await app.repositories.deliveryAddresses.replace(user.id, id, fieldsTrimmed);
      // The same answer for "not yours" and "does not exist": other users' ids are not revealed.
      if (!replaced) throw notFound(accountMessage(request, 'address_not_found'));
      return replaced;
    },
  );

  app.delete(
    '/public/account/delivery-addresses/:id',
    {
      config: { rateLimit: ACCOUNT_CHANGE_RATE_LIMIT },
      schema: {
        tags: ['account'],
        summary: 'Delete a saved delivery address',
        params: AddressIdParams,
        response: answers(Type.Object({ deleted: Type.Boolean() }), 400, 401, 404, 429),
      },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      if (!(await app.repositories.deliveryAddresses.remove(user.id, request.params.id))) throw notFound(accountMessage(request, 'address_not_found'));
      return { deleted: true };
    },
  );
}
