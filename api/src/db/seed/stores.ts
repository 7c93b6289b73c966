import type { OpeningHours } from 'shared-contracts/types/store';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';

export interface StoreSeed {
  id: number;
  name: string;
  url: string;
  address: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  time_zone: string;
  has_delivery: boolean;
  has_pickup: boolean;
  takes_reservations: boolean;
  opening_hours: OpeningHours[];
}

/** The demo kitchens' throttling: the most orders each takes per 15-minute slot. */
export const ORDERS_PER_SLOT = { delivery_orders_per_slot: 8, pickup_orders_per_slot: 12 } as const;

/** Every day but the closed one, 10:00-22:00 (Sundays 12:00-20:00), both delivery and pickup. */
function weekHours(closedDay: number): OpeningHours[] {
  return [0, 1, 2, 3, 4, 5, 6]
    .filter((day) => day !== closedDay)
    .map((day) => ({
      day,
      open: day === 0 ? '12:00' : '10:00',
      close: day === 0 ? '20:00' : '22:00',
      delivery: true,
      pickup: true,
    }));
}

export const stores: StoreSeed[] = [
  {
    id: 1,
    name: 'Casa Aurora Old Town',
    url: 'old-town',
    address: 'Strada Lipscani 21, București 030031',
    phone: '+40 21 555 0101',
    email: 'oldtown@casa-aurora.example',
    lat: 44.4318,
    lng: 26.1003,
    time_zone: 'Europe/Bucharest',
    has_delivery: true,
    has_pickup: true,
    takes_reservations: true,
    opening_hours: weekHours(1),
  },
  {
    id: 2,
    name: 'Casa Aurora Riverside',
    url: 'riverside',
    address: 'Splaiul Independenței 210, București 060025',
    phone: '+40 21 555 0202',
    email: 'riverside@casa-aurora.example',
    lat: 44.4353,
    lng: 26.0645,
    time_zone: 'Europe/Bucharest',
    has_delivery: true,
    has_pickup: true,
    takes_reservations: false,
    opening_hours: weekHours(2),
  },
];

/** A rough polygon (first ring of lat/lng points) around a point, as the spec's JSON text. */
function squareAround(lat: number, lng: number, halfSide: number): string {
  const ring = [
    { lat: lat - halfSide, lng: lng - halfSide },
    { lat: lat - halfSide, lng: lng + halfSide },
    { lat: lat + halfSide, lng: lng + halfSide },
    { lat: lat + halfSide, lng: lng - halfSide },
    { lat: lat - halfSide, lng: lng - halfSide },
  ];
  return JSON.stringify({ coordinates: [ring] });
}

/** Old Town charges one fixed fee; Riverside charges by order value. */
export const deliveryAreas: (DeliveryArea & { store_id: number })[] = [
  {
    id: 1,
    store_id: 1,
    fee_type: 'fixed',
    transport_price: 12,
    min_order_value: 50,
    min_order_free_transport: 150,
    fees: [],
    polygon: squareAround(44.4318, 26.1003, 0.03),
  },
  {
    id: 2,
    store_id: 2,
    fee_type: 'range',
    transport_price: 0,
    min_order_value: 0,
    min_order_free_transport: null,
    fees: [
      { from_value: 40, to_value: 100, fee: 15 },
      { from_value: 100, to_value: 200, fee: 8 },
      { from_value: 200, to_value: 100000, fee: 0 },
    ],
    polygon: squareAround(44.4353, 26.0645, 0.04),
  },
];
