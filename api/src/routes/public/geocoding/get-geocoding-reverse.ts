import { Type } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import { contentLanguageOf } from '../../../domain/language';
import { customerLeft } from './customer-left';
import { AddressSuggestionSchema, GEOCODER_DOWN, GEOCODER_ERRORS } from './get-geocoding-search';

/**
 * GET public/geocoding/reverse?lat=&lng=: the address at the browser's position (auto_open_geolocation),
 * or null when none is near. The customer still confirms it from the suggestions with a street number.
 */
export function getGeocodingReverseRoute(app: App): void {
  app.get(
    '/public/geocoding/reverse',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['delivery'],
        summary: 'The address at a point',
        querystring: Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) }),
        response: { 200: Type.Union([Type.Null(), AddressSuggestionSchema]), ...GEOCODER_ERRORS },
      },
    },
    async (request, reply) => {
      const language = contentLanguageOf(request);
      const left = customerLeft(reply);
      try {
        return (await app.geocoder.reverse?.(request.query, language, left)) ?? null;
      } catch (error) {
        // A search the customer left (and so never sent) is no geocoder failure; nobody reads the answer.
        if (!left.aborted) request.log.warn({ err: error }, 'reverse geocoder failed');
        return reply.code(502).send(GEOCODER_DOWN);
      }
    },
  );
}
