import { Type } from '@sinclair/typebox';
import { findDeliveryArea } from 'shared-contracts/pricing/find-delivery-area';
import type { App } from '../../../app-instance';
import { answers } from '../../common-schemas';

/**
 * GET public/delivery-areas/at?lat=&lng=: spec §4's "first area whose polygon contains the point",
 * with the store that delivers there (so the checkout prices the cart in that store). Only areas of
 * stores delivering now count, as for notify-me: in an area of a store that does not deliver (yet)
 * the customer is told "we do not deliver to this address" and may ask to be told or order pickup.
 */
export function getDeliveryAreaAtRoute(app: App): void {
  app.get(
    '/public/delivery-areas/at',
    {
      schema: {
        tags: ['delivery'],
        summary: 'The delivery area and store for a point',
        querystring: Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) }),
        response: answers(
          Type.Object({
            store_id: Type.Union([Type.Null(), Type.Integer()]),
            delivery_area: Type.Union([
              Type.Null(),
              Type.Object({
                id: Type.Integer(), fee_type: Type.Union([Type.Literal('fixed'), Type.Literal('range')]), transport_price: Type.Number(),
                min_order_value: Type.Number(), min_order_free_transport: Type.Union([Type.Null(), Type.Number()]),
                fees: Type.Array(Type.Object({ from_value: Type.Number(), to_value: Type.Number(), fee: Type.Number() })),
                polygon: Type.String(),
              }),
            ]),
          }),
          400,
        ),
      },
    },
    async (request) => {
      const areas = await app.repositories.stores.deliveringAreasWithStore();
      const found = findDeliveryArea(areas, request.query) as (typeof areas)[number] | null;
      if (!found) return { store_id: null, delivery_area: null };
      const { store_id, ...delivery_area } = found;
      return { store_id, delivery_area };
    },
  );
}
