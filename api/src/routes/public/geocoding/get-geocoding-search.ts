import { Type } from '@sinclair/typebox';
import { DELIVERY_ADDRESS_LIMITS } from 'shared-contracts/forms/field-limits';
import type { App } from '../../../app-instance';
import { contentLanguageOf } from '../../../domain/language';
import { ErrorAnswerSchema, StringEnum } from '../../common-schemas';
import { customerLeft } from './customer-left';

export const AddressSuggestionSchema = Type.Object({
  label: Type.String(), street: Type.String(), number: Type.Union([Type.Null(), Type.String()]), city: Type.String(),
  lat: Type.Number(), lng: Type.Number(),
  kind: StringEnum(['street', 'place'] as const, {
    description: 'street: an address (its number may be missing); place: a city or landmark, where the customer moves the marker to the door.',
  }),
});

/** The error answers of the geocoding calls: bad input, too many calls, the geocoder down. */
export const GEOCODER_ERRORS = {
  400: Type.Ref(ErrorAnswerSchema),
  429: Type.Ref(ErrorAnswerSchema),
  502: Type.Ref(ErrorAnswerSchema),
};

export const GEOCODER_DOWN = {
  statusCode: 502,
  error: 'Bad Gateway',
  message: 'Address search is not available right now. Search the city or a landmark and move the marker.',
};

/** GET public/geocoding/search?q=: address suggestions (the built-in gazetteer unless GEOCODER_URL is set). */
export function getGeocodingSearchRoute(app: App): void {
  app.get(
    '/public/geocoding/search',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['delivery'],
        summary: 'Address suggestions for what the customer typed',
        // Whatever the address field takes can be searched: it is the address field's text.
        querystring: Type.Object({ q: Type.String({ minLength: 2, maxLength: DELIVERY_ADDRESS_LIMITS.address }) }),
        response: { 200: Type.Array(AddressSuggestionSchema), ...GEOCODER_ERRORS },
      },
    },
    async (request, reply) => {
      const language = contentLanguageOf(request);
      const left = customerLeft(reply);
      try {
        return await app.geocoder.search(request.query.q, language, left);
      } catch (error) {
        // A search the customer left (and so never sent) is no geocoder failure; nobody reads the answer.
        if (!left.aborted) request.log.warn({ err: error }, 'geocoder failed');
        // Sent as is: the error handler hides 5xx messages, but this one is advice for the customer (spec §8).
        return reply.code(502).send(GEOCODER_DOWN);
      }
    },
  );
}
