/** An event of spec §2 /events and /event/{url}; `remaining` places left (0 = sold out). */
export interface ShopEvent {
  id: number;
  url: string;
  title: string;
  description: string;
  store_id: number;
  /** ISO date and time. */
  starts_at: string;
  capacity: number;
  remaining: number;
}

/** GET public/events */
export interface EventList {
  current: ShopEvent[];
  past: ShopEvent[];
}

/** POST public/events/{url}/reservations (with an Idempotency-Key header). */
export interface EventReservationRequest {
  name: string;
  phone: string;
  email: string;
  persons: number;
  website?: string;
}

export interface EventReservation {
  id: number;
  event_id: number;
  persons: number;
  remaining: number;
}
