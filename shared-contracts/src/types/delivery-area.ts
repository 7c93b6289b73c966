/** One band of a range fee: orders from `from_value` up to `to_value` pay `fee`. */
export interface RangeFee {
  from_value: number;
  to_value: number;
  fee: number;
}

/** Spec §3 "Delivery area". */
export interface DeliveryArea {
  id: number;
  fee_type: 'fixed' | 'range';
  transport_price: number;
  min_order_value: number;
  /** Order value from which a fixed fee is waived; null when never waived. */
  min_order_free_transport: number | null;
  fees: RangeFee[];
  /** JSON text; its first ring is a list of {lat, lng} points. */
  polygon: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}
