import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Language } from 'shared-contracts/types/language';
import type { Database } from '../db/schema';
import { MAX_UPCOMING_BOOKINGS, samePerson } from '../domain/bookings-per-person';
import { translate } from '../domain/language';
import { outboxRepository, type OutgoingMessage } from './outbox-repository';
import type { BookingOutcome } from './reservations-repository';

export interface EventView {
  id: number;
  url: string;
  title: string;
  description: string;
  store_id: number;
  starts_at: string;
  capacity: number;
  remaining: number;
}

export type EventReservationRow = Selectable<Database['event_reservations']>;
type NewEventReservation = Omit<Insertable<Database['event_reservations']>, 'id' | 'created_at'>;

export function eventsRepository(db: Kysely<Database>) {
  const withRemaining = db
    .selectFrom('events')
    .leftJoin('event_reservations', 'event_reservations.event_id', 'events.id')
    .select([
      'events.id',
      'events.url',
      'events.title',
      'events.description',
      'events.store_id',
      'events.starts_at',
      'events.capacity',
      sql<string>`coalesce(sum(event_reservations.persons), 0)`.as('booked'),
    ])
    .groupBy('events.id');

  type Row = Awaited<ReturnType<typeof withRemaining.executeTakeFirstOrThrow>>;
  const view = (row: Row, language: Language): EventView => ({
    id: row.id,
    url: row.url,
    title: translate(row.title, language),
    description: translate(row.description, language),
    store_id: row.store_id,
    starts_at: new Date(row.starts_at).toISOString(),
    capacity: row.capacity,
    remaining: Math.max(0, row.capacity - Number(row.booked)),
  });

  return {
    async all(language: Language): Promise<EventView[]> {
      const rows = await withRemaining.orderBy('events.starts_at').execute();
      return rows.map((row) => view(row, language));
    },

    async byUrl(url: string, language: Language): Promise<EventView | undefined> {
      const row = await withRemaining.where('events.url', '=', url).executeTakeFirst();
      return row && view(row, language);
    },

    /** The booking a form fill's key already made: its retry is answered with it, even once the event has begun. */
    async reservationByIdempotencyKey(key: string): Promise<EventReservationRow | undefined> {
      return db.selectFrom('event_reservations').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    },

    /**
     * Books seats if the person holds fewer than MAX_UPCOMING_BOOKINGS bookings for the store's
     * events not yet begun at `now`, and enough seats remain; a repeated idempotency key returns the
     * first booking (the caller compares its request_hash). `messages` go into the outbox in the
     * same transaction as a new booking, as a table's do.
     */
    async book(
      reservation: NewEventReservation,
      { store_id, now }: { store_id: number; now: Date },
      messages?: (row: EventReservationRow) => OutgoingMessage[],
    ): Promise<BookingOutcome<EventReservationRow>> {
      return db.transaction().execute(async (trx) => {
        // The key's lock, then the store's, then the event row's (always in this order): two sends
        // at once under one key, for this event or another, find the first one's booking here
        // rather than failing on the key's unique index; one person's two sends at once, for two of
        // the store's events, are counted one after the other; and two people cannot both take the
        // last seats.
        await sql`select pg_advisory_xact_lock(hashtext(${`event-reservation-key:${reservation.idempotency_key}`}))`.execute(trx);
        await sql`select pg_advisory_xact_lock(hashtext(${`event-reservations-of-store:${store_id}`}))`.execute(trx);
        const event = await trx.selectFrom('events').select('capacity').where('id', '=', reservation.event_id).forUpdate().executeTakeFirstOrThrow();
        const earlier = await trx
          .selectFrom('event_reservations')
          .selectAll()
          .where('idempotency_key', '=', reservation.idempotency_key)
          .executeTakeFirst();
        if (earlier) return { outcome: 'repeated', row: earlier };
        const held = await trx
          .selectFrom('event_reservations')
          .innerJoin('events', 'events.id', 'event_reservations.event_id')
          .select((eb) => eb.fn.countAll<string>().as('bookings'))
          .where('events.store_id', '=', store_id)
          .where('events.starts_at', '>', now)
          .where(samePerson('event_reservations', reservation))
          .executeTakeFirstOrThrow();
        if (Number(held.bookings) >= MAX_UPCOMING_BOOKINGS) return { outcome: 'too_many' };
        const booked = await trx
          .selectFrom('event_reservations')
          .select(sql<string>`coalesce(sum(persons), 0)`.as('persons'))
          .where('event_id', '=', reservation.event_id)
          .executeTakeFirstOrThrow();
        const remaining = event.capacity - Number(booked.persons);
        if (reservation.persons > remaining) return { outcome: 'full', remaining: Math.max(0, remaining) };
        const row = await trx.insertInto('event_reservations').values(reservation).returningAll().executeTakeFirstOrThrow();
        await outboxRepository(trx).enqueueAll(messages?.(row) ?? []);
        return { outcome: 'created', row };
      });
    },

    /**
     * Deletes up to `limit` bookings for events begun before `before` (form-retention); the events
     * stay, listed as past, where no places left are shown. Answers how many.
     */
    async deleteReservationsOfEventsBefore(before: Date, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('event_reservations')
        .where('id', 'in', (qb) =>
          qb
            .selectFrom('event_reservations')
            .innerJoin('events', 'events.id', 'event_reservations.event_id')
            .select('event_reservations.id')
            .where('events.starts_at', '<', before)
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
