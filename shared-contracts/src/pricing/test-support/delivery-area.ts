import type { DeliveryArea } from '../../types/delivery-area';

/** A delivery area for pricing tests: fixed 7.00 fee, minimum order 30, never free. */
export function deliveryArea(fields: Partial<DeliveryArea> = {}): DeliveryArea {
  return {
    id: 1,
    fee_type: 'fixed',
    transport_price: 7,
    min_order_value: 30,
    min_order_free_transport: null,
    fees: [],
    polygon: '[]',
    ...fields,
  };
}
