/** The most persons one table or event reservation may hold. */
export const MAX_PERSONS = 20;

/** GET public/reservations/availability: the days and hour slots a store takes reservations. */
export interface ReservationAvailability {
  store_id: number;
  days: { date: string; hours: { hour: string; remaining: number }[] }[];
}

/** POST public/reservations (with an Idempotency-Key header). */
export interface ReservationRequest {
  store_id: number;
  name: string;
  phone: string;
  email: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  hour: string;
  persons: number;
  message: string;
  /** Honeypot: people leave it empty. */
  website?: string;
}

export interface Reservation {
  id: number;
  store_id: number;
  date: string;
  hour: string;
  persons: number;
}
