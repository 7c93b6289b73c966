import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Translated } from 'shared-contracts/types/language';

type Texts = JSONColumnType<Translated, string, string>;
/** The hash of the request that made the row (migration 167): its key sent with another is refused. Null for rows kept before. */
type RequestHash = ColumnType<string | null, string, string>;

/** The tables of migration 030 (reservations, events, jobs, contact, page texts, newsletter). */
export interface ReservationsEventsJobsTables {
  reservation_capacity: { store_id: number; persons_per_slot: number };
  reservations: {
    id: Generated<number>;
    store_id: number;
    name: string;
    phone: string;
    email: string;
    /** YYYY-MM-DD in the store's time zone. */
    date: string;
    /** HH:MM, the start of an hour slot. */
    hour: string;
    persons: number;
    message: Generated<string>;
    idempotency_key: string;
    request_hash: RequestHash;
    created_at: Generated<Date>;
  };
  events: {
    id: number;
    url: string;
    title: Texts;
    description: Texts;
    store_id: number;
    starts_at: Date | string;
    capacity: number;
  };
  event_reservations: {
    id: Generated<number>;
    event_id: number;
    name: string;
    phone: string;
    email: string;
    persons: number;
    idempotency_key: string;
    request_hash: RequestHash;
    created_at: Generated<Date>;
  };
  jobs: { id: number; url: string; title: Texts; description: Texts; store_id: number | null; position: number };
  job_applications: {
    id: Generated<number>;
    job_id: number;
    name: string;
    email: string;
    phone: string;
    message: Generated<string>;
    cv_file: string;
    cv_type: string;
    created_at: Generated<Date>;
    /** The key of the form fill it was sent from (migration 155); null from an older form. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
    request_hash: RequestHash;
  };
  /** The CV bytes stored on each of the brand's days, YYYY-MM-DD (migration 175). */
  cv_bytes_per_day: { day: string; bytes: ColumnType<string, number, number> };
  contact_messages: {
    id: Generated<number>;
    store_id: number;
    name: string;
    email: string;
    phone: Generated<string>;
    message: string;
    created_at: Generated<Date>;
    /** The key of the form fill it was sent from (migration 155); null from an older form. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
    request_hash: RequestHash;
  };
  page_contents: { page_id: number; body: Texts };
  newsletter_subscribers: { email: string; subscribed: Generated<boolean>; unsubscribed_at: Date | null };
}
